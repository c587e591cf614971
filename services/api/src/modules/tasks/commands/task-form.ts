import { URL_PRICING_TYPE } from '@earnwave/contracts';
import {
  assignedPrice,
  ImpressionOnlyForNonTaskRows,
  ImpressionOptionUnknown,
  PricingChosenTwice,
  RowFileUnusable,
  TaskImageNotUploaded,
  TaskOptionUnknown,
} from '@earnwave/domain';
import type { EntityManager } from 'typeorm';
import { UploadsService } from '../../uploads';
import type { TaskPricingRowDto } from '../http/dto/task-form.dto';
import type { OfferedImpressionOption, TaskCatalogueRepository } from '../infra/task-catalogue.repository';
import { isWebAddress, uploadPathOf } from '../task-inputs';

/**
 * The task form's pricing rows and images, resolved against the catalogue and the caller's uploads
 * before a task is created or changed.
 */

/** A row of the pricing table as it will be stored: costs copied from the catalogue. */
export interface ResolvedRow {
  taskPricingId: string;
  title: string;
  type: string;
  isTaskType: boolean;
  noOfCost: bigint;
  noOfRewards: bigint;
  impressionId: string | null;
  impressions: number | null;
  description: string | null;
  relativePath: string | null;
  fileType: string | null;
  formatType: string | null;
}

/**
 * Resolves the task form's rows against the catalogue: each option once, enabled, an impression
 * only on rows that are not task-type, and a row file that is an image or video the caller
 * uploaded (a web address for the url type). Costs and rewards come from the catalogue, never
 * from the request.
 */
export async function resolveRows(
  manager: EntityManager,
  catalogue: TaskCatalogueRepository,
  uploads: UploadsService,
  callerId: string,
  webOrigin: string,
  rows: TaskPricingRowDto[],
): Promise<ResolvedRow[]> {
  const ids = rows.map((row) => row.taskPricingId);
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) throw new PricingChosenTwice(`taskPricings.${twice}.taskPricingId`);
  const options = await catalogue.offeredPricingOptions(manager, ids);
  const impressions = await catalogue.offeredImpressionOptions(
    manager,
    rows.flatMap((row) => (row.impressionId ? [row.impressionId] : [])),
  );
  const resolved: ResolvedRow[] = [];
  for (const [index, row] of rows.entries()) {
    const param = (field: string) => `taskPricings.${index}.${field}`;
    const option = options.find((candidate) => candidate.id === row.taskPricingId);
    if (!option) throw new TaskOptionUnknown(param('taskPricingId'));
    const isTaskType = option.isTaskType;
    let impression: OfferedImpressionOption | undefined;
    if (row.impressionId) {
      if (isTaskType) throw new ImpressionOnlyForNonTaskRows(param('impressionId'));
      impression = impressions.find((candidate) => candidate.id === row.impressionId);
      if (!impression) throw new ImpressionOptionUnknown(param('impressionId'));
    }
    const file = await rowFile(manager, uploads, callerId, webOrigin, option.type, row.relativePath);
    if (file === 'refused') throw new RowFileUnusable(option.type === URL_PRICING_TYPE, param('relativePath'));
    const price = assignedPrice({
      noOfCost: option.noOfCost,
      noOfRewards: option.noOfRewards,
      isTaskType,
      impressionCost: impression?.noOfCost,
    });
    resolved.push({
      taskPricingId: row.taskPricingId,
      title: option.title,
      type: option.type,
      isTaskType,
      ...price,
      impressionId: impression?.id ?? null,
      impressions: impression?.impressions ?? null,
      description: row.task_description ?? null,
      ...file,
    });
  }
  return resolved;
}

/** A row's file as stored: an upload's path and kinds, or a web address. */
export type RowFile = Pick<ResolvedRow, 'relativePath' | 'fileType' | 'formatType'>;

/** A url-type row takes a web address; any other row an image or video its owner uploaded. */
export async function rowFile(
  manager: EntityManager,
  uploads: UploadsService,
  callerId: string,
  webOrigin: string,
  type: string,
  given: string | undefined,
): Promise<RowFile | 'refused'> {
  if (!given) return { relativePath: null, fileType: null, formatType: null };
  if (type === URL_PRICING_TYPE) {
    return isWebAddress(given) ? { relativePath: given, fileType: null, formatType: null } : 'refused';
  }
  const upload = await uploads.ownUpload(manager, callerId, uploadPathOf(given, webOrigin), ['image', 'video']);
  return upload ?? 'refused';
}

/** The logo or background: an image the caller uploaded. Answers the stored path. */
export async function ownImage(
  manager: EntityManager,
  uploads: UploadsService,
  callerId: string,
  webOrigin: string,
  param: 'logoImage' | 'backgroundImage',
  given: string,
): Promise<string> {
  const upload = await uploads.ownUpload(manager, callerId, uploadPathOf(given, webOrigin), ['image']);
  if (!upload) throw new TaskImageNotUploaded(param);
  return upload.relativePath;
}

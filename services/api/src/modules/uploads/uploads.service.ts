import { Injectable } from '@nestjs/common';
import type { UploadKind } from '@earnwave/contracts';
import { UploadOwnership } from '@earnwave/db';
import type { EntityManager } from 'typeorm';
import { UploadsRepository } from './infra/uploads.repository';

export type { UploadKind };

/** What other modules ask of uploads: whether a path names a file uploaded here, and by whom. */
@Injectable()
export class UploadsService extends UploadOwnership {
  constructor(private readonly uploads: UploadsRepository) {
    super();
  }

  /**
   * The kind of the caller's upload at `relativePath` if it is one of `kinds`, else undefined:
   * a task's images and proofs may only name files their sender uploaded (never someone else's,
   * never a path that was not uploaded at all).
   */
  async ownUpload(
    manager: EntityManager,
    ownerId: string,
    relativePath: string,
    kinds: readonly UploadKind[],
  ): Promise<{ relativePath: string; fileType: UploadKind; formatType: string } | undefined> {
    const upload = await this.uploads.byPath(manager, relativePath);
    if (!upload || upload.ownerId !== ownerId || !kinds.includes(upload.fileType)) return undefined;
    return { relativePath: upload.relativePath, fileType: upload.fileType, formatType: upload.formatType };
  }

  /** The kind of the file uploaded at `relativePath`, whoever uploaded it; undefined when none was. */
  async kindOf(manager: EntityManager, relativePath: string): Promise<UploadKind | undefined> {
    return (await this.uploads.byPath(manager, relativePath))?.fileType;
  }
}

import { TASK_MIN_TOTAL_COST_CREDITS, URL_PRICING_TYPE } from '@earnwave/contracts';
import { creditsToJson, MICROS_PER_CREDIT } from '@earnwave/money';
import type {
  ChosenTask,
  ImpressionOption,
  ManagedTaskDetails,
  TaskFormPayload,
  TaskPayment,
  TaskPricingOption,
  TaskPricingRow,
} from '../../../../services/api';
import { toMicros } from '../../../../services/format';

/** A row of the pricing table as the form holds it. */
export interface PricingRowState {
  taskPricingId: string;
  title: string;
  type: string;
  isTaskType: boolean;
  /** Credits per lead: the option's cost, or on an existing task the stored cost (impression included). */
  noOfCost: number;
  noOfRewards: number;
  selected: boolean;
  description: string;
  /** The uploaded file's relativePath, or for the url type the web address typed in. */
  relativePath: string;
  /** The link of the uploaded file (its View link). */
  fileLink: string | null;
  impressionId: string | null;
  /** An existing task's row: its cost is the stored one, whatever the catalogue says now. */
  costFixed: boolean;
}

export interface TaskFormState {
  businessName: string;
  taskLocation: string;
  /** Whole leads; null while the field is empty. */
  noOfLeads: number | null;
  logoImage: string;
  logoLink: string | null;
  backgroundImage: string;
  backgroundLink: string | null;
  rows: PricingRowState[];
}

export const isUrlRow = (row: Pick<PricingRowState, 'type'>) => row.type === URL_PRICING_TYPE;

const MIN_TOTAL_MICROS = BigInt(TASK_MIN_TOTAL_COST_CREDITS) * MICROS_PER_CREDIT;

/** A new task's empty form: every catalogue option, none selected. */
export function emptyForm(options: TaskPricingOption[]): TaskFormState {
  return {
    businessName: '',
    taskLocation: '',
    noOfLeads: null,
    logoImage: '',
    logoLink: null,
    backgroundImage: '',
    backgroundLink: null,
    rows: options.map((option) => ({
      taskPricingId: option.id,
      title: option.title,
      type: option.type,
      isTaskType: option.isTaskType,
      noOfCost: option.noOfCost,
      noOfRewards: option.noOfRewards,
      selected: false,
      description: '',
      relativePath: '',
      fileLink: null,
      impressionId: null,
      costFixed: false,
    })),
  };
}

const chosenRow = (price: ChosenTask): PricingRowState => ({
  taskPricingId: price.taskPricingId,
  title: price.title,
  type: price.type,
  isTaskType: price.isTaskType,
  noOfCost: price.noOfCost,
  noOfRewards: price.noOfRewards,
  selected: true,
  description: price.task_description ?? '',
  relativePath: price.relativePath ?? '',
  fileLink: isUrlRow(price) ? null : price.path,
  impressionId: price.impressionId,
  costFixed: true,
});

/**
 * An existing task's form: its chosen tasks (selected, at their stored costs) first, then the
 * catalogue's other options, unselected (the table is locked on edit, spec 4).
 */
export function formOf(task: ManagedTaskDetails, options: TaskPricingOption[]): TaskFormState {
  const chosen = task.assignedPrices.map(chosenRow);
  const others = emptyForm(options.filter((option) => !chosen.some((row) => row.taskPricingId === option.id))).rows;
  return {
    businessName: task.businessName,
    taskLocation: task.taskLocation ?? '',
    noOfLeads: task.noOfLeads,
    logoImage: task.logoImage,
    logoLink: task.logoImageUrl,
    backgroundImage: task.backgroundImage,
    backgroundLink: task.backgroundImageUrl,
    rows: [...chosen, ...others],
  };
}

/**
 * What a row costs per lead, in micro-credits, as the server computes it (libs/domain
 * assignedPrice): on a row that is not task-type, the chosen impression option's cost replaces the
 * pricing's cost; otherwise the pricing's cost.
 */
export function rowCostMicros(row: PricingRowState, impressions: ImpressionOption[]): bigint {
  if (!row.costFixed && !row.isTaskType && row.impressionId) {
    const impression = impressions.find((option) => option.id === row.impressionId);
    if (impression) return toMicros(impression.noOfCost);
  }
  return toMicros(row.noOfCost);
}

const wholeLeads = (leads: number | null) => (leads !== null && Number.isSafeInteger(leads) && leads > 0 ? leads : 0);

/** Spec 9's task cost: the sum of the selected rows' costs, times the leads (micro-credits). */
export function totalCostMicros(form: TaskFormState, impressions: ImpressionOption[]): bigint {
  const perLead = form.rows
    .filter((row) => row.selected)
    .reduce((sum, row) => sum + rowCostMicros(row, impressions), 0n);
  return perLead * BigInt(wholeLeads(form.noOfLeads));
}

/** Spec 5: a selected pricing must hold more than its id (a description, a file or URL, or an impression). */
export const rowHasContent = (row: PricingRowState) =>
  Boolean(row.description.trim() || row.relativePath.trim() || row.impressionId);

/** Spec 5's task form validity (the cost must exceed 1). */
export function isFormValid(form: TaskFormState, impressions: ImpressionOption[]): boolean {
  const selected = form.rows.filter((row) => row.selected);
  return (
    form.businessName.trim() !== '' &&
    form.taskLocation.trim() !== '' &&
    form.backgroundImage !== '' &&
    form.logoImage !== '' &&
    wholeLeads(form.noOfLeads) > 0 &&
    selected.length > 0 &&
    selected.every(rowHasContent) &&
    totalCostMicros(form, impressions) > MIN_TOTAL_MICROS
  );
}

function pricingRow(row: PricingRowState): TaskPricingRow {
  const description = row.description.trim();
  const path = row.relativePath.trim();
  return {
    taskPricingId: row.taskPricingId,
    ...(description ? { task_description: description } : {}),
    ...(path ? { relativePath: path } : {}),
    ...(row.impressionId && !row.isTaskType ? { impressionId: row.impressionId } : {}),
  };
}

/** Credits as the API takes them (a JSON number, exact to 6 decimals). */
export const creditsOf = (micros: bigint) => creditsToJson(micros);

/** The create or update body (spec 7): the form's fields, the selected rows and the payment. */
export function payloadOf(form: TaskFormState, payment: TaskPayment): TaskFormPayload {
  return {
    businessName: form.businessName.trim(),
    taskLocation: form.taskLocation.trim(),
    noOfLeads: wholeLeads(form.noOfLeads),
    logoImage: form.logoImage,
    backgroundImage: form.backgroundImage,
    taskPricings: form.rows.filter((row) => row.selected).map(pricingRow),
    payment_task: payment,
  };
}

import type {
  ChosenTaskView,
  ImpressionCostOptionView,
  OwnerTaskView,
  ReceivedScreenshotView,
  TaskPricingOptionView,
  TaskView,
  WireData,
  WireSchema,
} from '@earnwave/contracts';
import { api } from './client';

/**
 * The task owner's calls (spec 7, tasks; ARCHITECTURE.md, task payment and task progress details),
 * typed with the API's own task views (@earnwave/contracts, the OpenAPI document). Money is in credits.
 */

/** A task pricing option of `GET task-prices/dropdown` (spec 3). */
export type TaskPricingOption = TaskPricingOptionView;
/** An impression cost option of `GET cost-impressions/dropdown` (spec 3). */
export type ImpressionOption = ImpressionCostOptionView;

/** A task with its counts (spec 3, task), as the API's task view answers it. Amounts in credits. */
export type TaskSummary = TaskView;

/** One of the owner's tasks, as `get-all-by-created-by` and `get/{id}` answer it. */
export type ManagedTask = OwnerTaskView;

/** A chosen task of a task (spec 3, assigned price), as the owner reads it. */
export type ChosenTask = ChosenTaskView;

/** `GET task/get/{id}`'s `data.data`: the task with its chosen tasks. */
export type ManagedTaskDetails = WireData<'TasksController_details'>['data'];

export type ManagedTaskPage = WireData<'TasksController_ownTasks'>;

/** A proof a member sent (spec 3, received screenshot), with its decision. */
export type ReceivedScreenshot = ReceivedScreenshotView;

/** A row of the task form's pricing table as sent (empty fields left out). */
export type TaskPricingRow = WireSchema<'TaskPricingRowDto'>;

/** Spec 3's task payment with ARCHITECTURE.md's method and Txid. */
export type TaskPayment = WireSchema<'TaskPaymentDto'>;

/** The task form as create sends it; update sends the same (leads and pricings unchanged). */
export type TaskFormPayload = WireSchema<'CreateTaskDto'>;

export type CreatedTask = WireData<'TasksController_create'>;

/** Spec 3, status update payload (`completedTaskPricingId` is the path). */
export type ScreenshotDecisionPayload = WireSchema<'ProofStatusDto'>;

export const TaskManagementApi = {
  ownTasks: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<ManagedTaskPage>(`/task/get-all-by-created-by?page=${page}&limit=${limit}`, { signal }),
  task: (id: string, signal?: AbortSignal) =>
    api
      .get<WireData<'TasksController_details'>>(`/task/get/${encodeURIComponent(id)}`, { signal })
      .then((answer) => answer.data),
  /** Pays for the task: money moves, so it carries an Idempotency-Key. */
  create: (payload: TaskFormPayload) => api.post<CreatedTask>('/task/create', payload, { idempotent: true }),
  update: (id: string, payload: TaskFormPayload) =>
    api.put<WireData<'TasksController_update'>>(`/task/update/${encodeURIComponent(id)}`, payload),
  /** Refunds the escrow of unreserved leads: money moves, so it carries an Idempotency-Key. */
  remove: (id: string) =>
    api.delete<WireData<'TasksController_remove'>>(`/task/delete/${encodeURIComponent(id)}`, { idempotent: true }),
  screenshots: (taskId: string, signal?: AbortSignal) =>
    api
      .get<WireData<'TasksController_screenshots'>>(`/task/screenshots/${encodeURIComponent(taskId)}`, { signal })
      .then((answer) => answer.data),
  decideScreenshot: (completedTaskPricingId: string, payload: ScreenshotDecisionPayload) =>
    api.put<WireData<'TasksController_decide'>>(
      `/task/update-task-status/${encodeURIComponent(completedTaskPricingId)}`,
      payload,
    ),
  pricingOptions: (signal?: AbortSignal) =>
    api.get<WireData<'TaskCatalogueController_taskPrices'>>('/task-prices/dropdown', { signal }),
  impressionOptions: (signal?: AbortSignal) =>
    api.get<WireData<'TaskCatalogueController_costImpressions'>>('/cost-impressions/dropdown', { signal }),
};

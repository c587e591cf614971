import {
  TASK_PAGE_SIZE,
  type AssignedPriceView,
  type MemberTaskView,
  type Pagination,
  type WireData,
  type WireSchema,
} from '@earnwave/contracts';
import { api } from './client';

/** A task as a member sees it (spec 3, task; the API's member view). Amounts in credits. */
export type MemberTask = MemberTaskView;

/** One assigned price with the member's latest proof of it (spec 3, assigned price). */
export type MemberAssignedPrice = AssignedPriceView;

export type MemberTaskDetails = WireData<'TasksController_memberTask'>;

/** A page of `GET task/tasks-member`: `data` and `pagination` beside it (spec 7). */
export interface MemberTaskPage {
  data: MemberTask[];
  pagination: Pagination;
}

/** Spec 3, task performance payload. `screenshot` is an upload's relativePath, or a web address for url rows. */
export type TaskPerformance = WireSchema<'PerformTaskDto'>;

export type PerformAnswer = WireData<'TasksController_perform'>;

/** The member's side of tasks (spec 7, tasks). */
export const TasksMemberApi = {
  memberTasks: async (page = 1, limit = TASK_PAGE_SIZE, signal?: AbortSignal): Promise<MemberTaskPage> => {
    const answer = await api.getPage<MemberTask[]>(`/task/tasks-member?page=${page}&limit=${limit}`, { signal });
    return { data: answer.data, pagination: answer.pagination ?? { page, limit, total: 0, totalPages: 0 } };
  },
  memberTask: (id: string, signal?: AbortSignal) =>
    api.get<MemberTaskDetails>(`/task/task-member/${encodeURIComponent(id)}`, { signal }),
  performTask: (payload: TaskPerformance) =>
    api.post<PerformAnswer>('/task/perform-task', payload, { idempotent: true }),
};

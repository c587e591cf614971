import { TASK_PAGE_MAX, TASK_PAGE_SIZE } from '@earnwave/contracts';
import { PageQueryDto } from '../../../../common/pipes/page-query';

/** `?page&limit` of the task lists (spec 9: default 10, options 10, 20, 30). */
export class TaskListQuery extends PageQueryDto(TASK_PAGE_SIZE, TASK_PAGE_MAX) {}

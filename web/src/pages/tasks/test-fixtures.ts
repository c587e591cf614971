import type { MemberTaskState } from '@earnwave/contracts';
import type { MemberAssignedPrice, MemberTask, MemberTaskDetails } from '../../services/api';

/** Test data and fakes of the member task pages, shaped as the API's member views answer them. */

export function memberTask(
  n: number,
  state: MemberTaskState = 'Available',
  patch: Partial<MemberTask> = {},
): MemberTask {
  return {
    id: `task-${n}`,
    businessName: `Business ${n}`,
    taskLocation: `Town ${n}`,
    noOfLeads: 5,
    remainingOfLeads: state === 'Unavailable' ? 0 : 3,
    performingNoOfLeads: 2,
    completeTask: 0,
    remainingTask: 5,
    totalAssignedPrices: 2,
    totalnoOfRewards: 2.5,
    costPerLead: 2,
    totalCost: 10,
    logoImage: 'uploads/2026/11/logo.png',
    backgroundImage: 'uploads/2026/11/background.png',
    logoImageUrl: 'http://web.test/uploads/2026/11/logo.png',
    backgroundImageUrl: 'http://web.test/uploads/2026/11/background.png',
    status: 'ACCEPTED',
    availableTask: state === 'Available',
    isTaskCompleted: state === 'Completed',
    memberTaskStatus: state,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export function assignedPrice(n: number, patch: Partial<MemberAssignedPrice> = {}): MemberAssignedPrice {
  return {
    id: `a${n}`,
    taskPricingId: `p${n}`,
    title: `Pricing ${n}`,
    task_description: null,
    type: 'follow',
    isTaskType: true,
    noOfRewards: 1.5,
    noOfCost: 2,
    relativePath: null,
    path: null,
    fileType: null,
    formatType: null,
    impressionId: null,
    impressions: null,
    isUploadScreenshot: false,
    screenshot: null,
    screenshotStatus: null,
    rejectionMessage: null,
    ...patch,
  };
}

export function taskDetails(prices: MemberAssignedPrice[], patch: Partial<MemberTask> = {}): MemberTaskDetails {
  return { ...memberTask(1, 'Available', patch), assignedPrices: prices };
}

/** A page of `GET task/tasks-member`: the tasks, and `pagination` beside them (spec 7). */
export const tasksPage = (data: MemberTask[], total: number, limit = 10) => ({
  data,
  pagination: { page: 1, limit, total, totalPages: Math.ceil(total / limit) },
});

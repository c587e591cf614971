import type { ManagedTask, ManagedTaskDetails } from '../../services/api';
import { MEMBER } from '../../test/render';

/**
 * Shared data of the task-management page tests: an advertiser's member record, tasks and the
 * catalogues as the API answers them (services/api/src/modules/tasks/task-answers.ts).
 */
export const OWNER = { ...MEMBER, name: 'Sunny Owner', role: 'advertiser' as const };

export const MEMBER_RECORD = {
  'GET /members/*': {
    data: { ...OWNER, daysLeft: 0, balance: 25, memberSubscription: null },
  },
};

export function task(patch: Partial<ManagedTask> = {}): ManagedTask {
  return {
    id: '5b0c9f0e-1d2e-4f3a-8b4c-5d6e7f8a9b01',
    businessName: 'Sunny Bakery',
    taskLocation: 'Lisbon, Portugal',
    noOfLeads: 3,
    remainingOfLeads: 2,
    performingNoOfLeads: 1,
    completeTask: 0,
    remainingTask: 3,
    totalAssignedPrices: 2,
    totalnoOfRewards: 4.5,
    costPerLead: 6,
    totalCost: 18,
    logoImage: 'uploads/2026/11/logo.png',
    backgroundImage: 'uploads/2026/11/background.png',
    logoImageUrl: 'http://web.test/uploads/2026/11/logo.png',
    backgroundImageUrl: 'http://web.test/uploads/2026/11/background.png',
    status: 'ACCEPTED',
    availableTask: true,
    isTaskCompleted: false,
    isDeleted: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export const PRICING = {
  follow: {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Follow our social media page',
    type: 'screenshot',
    isTaskType: true,
    noOfCost: 2,
    noOfRewards: 1.5,
  },
  review: {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Write a review',
    type: 'url',
    isTaskType: true,
    noOfCost: 4,
    noOfRewards: 3,
  },
  banner: {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Banner advertisement',
    type: 'image',
    isTaskType: false,
    noOfCost: 5,
    noOfRewards: 1,
  },
};

export const IMPRESSIONS = [
  { id: '44444444-4444-4444-8444-444444444441', noOfCost: 5, impressions: 1000 },
  { id: '44444444-4444-4444-8444-444444444442', noOfCost: 10, impressions: 2500 },
];

/** An assigned price's proof fields as the owner's details carry them before any member sent one. */
const NO_PROOF = { isUploadScreenshot: false, screenshot: null, screenshotStatus: null, rejectionMessage: null };

export function details(patch: Partial<ManagedTaskDetails> = {}): ManagedTaskDetails {
  return {
    ...task(),
    assignedPrices: [
      {
        id: 'a1',
        taskPricingId: PRICING.follow.id,
        title: PRICING.follow.title,
        task_description: 'Follow @sunny',
        type: 'screenshot',
        isTaskType: true,
        noOfRewards: 1.5,
        noOfCost: 2,
        relativePath: null,
        path: null,
        fileType: null,
        formatType: null,
        impressionId: null,
        impressions: null,
        ...NO_PROOF,
      },
      {
        id: 'a2',
        taskPricingId: PRICING.review.id,
        title: PRICING.review.title,
        task_description: null,
        type: 'url',
        isTaskType: true,
        noOfRewards: 3,
        noOfCost: 4,
        relativePath: 'https://maps.example.com/sunny',
        path: 'https://maps.example.com/sunny',
        fileType: null,
        formatType: null,
        impressionId: null,
        impressions: null,
        ...NO_PROOF,
      },
    ],
    ...patch,
  };
}

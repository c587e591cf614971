import { MSG } from './messages';
import { creditsRangeMsg, LEAST_CREDITS, MONEY_LIMITS } from './money-bounds';
import { URL_PRICING_TYPE } from './tasks';

/**
 * What a pricing option's rows take: task-type rows a screenshot, or a web address (the url
 * type); rows that are not task-type an image or a video shown to members (spec 5, task form).
 */
export const TASK_PRICING_TYPES = {
  taskType: ['screenshot', URL_PRICING_TYPE],
  notTaskType: ['image', 'video'],
} as const;
export const ALL_TASK_PRICING_TYPES = [...TASK_PRICING_TYPES.taskType, ...TASK_PRICING_TYPES.notTaskType];

/** The bounds of the catalogues' fields: an impression option's count and an option's order. */
export const CATALOGUE_MAX_IMPRESSIONS = 100_000_000;
export const CATALOGUE_MAX_SORT_ORDER = 10_000;

/** Texts of the task catalogues' editing (the console shows the server's message as it is). */
export const CATALOGUE_MSG = {
  priceNotFound: 'This task pricing option does not exist.',
  impressionNotFound: 'This impression cost option does not exist.',
  titleRequired: 'Enter a title.',
  titleTooLong: 'The title is at most 120 characters.',
  typeInvalid: `The type is one of: ${ALL_TASK_PRICING_TYPES.join(', ')}.`,
  typeForTaskType: `A task-type option is of type ${TASK_PRICING_TYPES.taskType.join(' or ')}.`,
  typeForNotTaskType: `An option that is not task-type is of type ${TASK_PRICING_TYPES.notTaskType.join(' or ')}.`,
  isTaskTypeInvalid: 'Task type is true or false.',
  costInvalid: creditsRangeMsg('The cost', LEAST_CREDITS, MONEY_LIMITS.taskOptionCost),
  rewardInvalid: creditsRangeMsg('The reward', LEAST_CREDITS, MONEY_LIMITS.taskOptionCost),
  rewardAboveCost: 'The reward cannot be above the cost.',
  impressionsInvalid: `Impressions must be a whole number from 1 to ${CATALOGUE_MAX_IMPRESSIONS}.`,
  enabledInvalid: 'Enabled is true or false.',
  sortOrderInvalid: `The order must be a whole number from 0 to ${CATALOGUE_MAX_SORT_ORDER}.`,
  emptyUpdate: MSG.nothingToChange,
} as const;

/**
 * The task pricing option's rules, checked in the form before the server checks them again (the
 * server's answer is the one that counts): what a type fits, and a reward within the cost.
 */
export const TASK_TYPE_TYPES = ['screenshot', 'url'] as const;
export const NOT_TASK_TYPE_TYPES = ['image', 'video'] as const;

export const PRICING_TYPES = [
  { id: 'screenshot', name: 'screenshot (task: the member sends a screenshot)' },
  { id: 'url', name: 'url (task: the member sends a web address)' },
  { id: 'image', name: 'image (advertising: an image shown to members)' },
  { id: 'video', name: 'video (advertising: a video shown to members)' },
];

export interface TaskPriceValues {
  type?: string;
  isTaskType?: boolean;
  noOfCost?: number | null;
  noOfRewards?: number | null;
}

/** Form-level errors by field, empty when the option holds together. */
export function validateTaskPrice(values: TaskPriceValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const fitting: readonly string[] = values.isTaskType ? TASK_TYPE_TYPES : NOT_TASK_TYPE_TYPES;
  if (values.type && !fitting.includes(values.type)) {
    errors.type = values.isTaskType
      ? 'A task-type option is of type screenshot or url.'
      : 'An option that is not task-type is of type image or video.';
  }
  if (typeof values.noOfCost === 'number' && typeof values.noOfRewards === 'number') {
    if (values.noOfRewards > values.noOfCost) errors.noOfRewards = 'The reward cannot be above the cost.';
  }
  return errors;
}

import type { MemberTaskState } from '@earnwave/contracts';

/** The colour of a task's badge (spec 2: Completed, Available or Unavailable). */
export const STATE_COLOURS: Record<MemberTaskState, string> = {
  Completed: 'green',
  Available: 'blue',
  // Darker than antd's grey, for white text on the ribbon (4.5:1).
  Unavailable: '#595959',
};

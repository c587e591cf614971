import type { MemberTaskState } from '@earnwave/contracts';

/** The colour of a task's badge (spec 2: Completed, Available or Unavailable). */
export const STATE_COLOURS: Record<MemberTaskState, string> = {
  Completed: 'green',
  Available: 'blue',
  Unavailable: 'grey',
};

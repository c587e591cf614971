import type { TaskStatus } from '@earnwave/contracts';
import { Tag } from 'antd';

/** Spec 2: a location longer than 15 characters is cut to its first 10 plus an ellipsis. */
export const LOCATION_CUT_ABOVE = 15;
export const LOCATION_KEPT = 10;

export function cutLocation(location: string | null | undefined): string {
  if (!location) return '';
  return location.length > LOCATION_CUT_ABOVE ? `${location.slice(0, LOCATION_KEPT)}...` : location;
}

/** The creator task statuses (spec 9), each with its colour. */
export const STATUS_COLOURS: Record<TaskStatus, string> = {
  PENDING: 'gold',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

/** Spec 2: the status in lower case, coloured. */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  return (
    <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="task-status">
      {status.toLowerCase()}
    </Tag>
  );
}

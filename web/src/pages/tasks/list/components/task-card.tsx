import { Avatar, Badge, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { MemberTask } from '../../../../services/api';
import { money } from '../../../../services/format';
import { STATE_COLOURS } from '../../../../services/task-state';
import { TASK_TEXT } from '../../../../texts/tasks';

/**
 * A task's card on /dashboard/tasks (spec 2): its title links to the task, and the link's area
 * covers the card; Unavailable cards are dimmed and open nothing.
 */
export function TaskCard({ task }: { task: MemberTask }) {
  const state = task.memberTaskStatus;
  const opens = state !== 'Unavailable';
  return (
    <Badge.Ribbon text={state} color={STATE_COLOURS[state]}>
      <Card
        hoverable={opens}
        data-testid="task-card"
        aria-disabled={opens ? undefined : true}
        style={{ height: '100%', ...(opens ? {} : { opacity: 0.5, cursor: 'not-allowed' }) }}
        cover={
          task.backgroundImageUrl ? (
            <img
              alt=""
              src={task.backgroundImageUrl}
              loading="lazy"
              style={{ height: 120, objectFit: 'cover', background: 'var(--ant-color-fill-tertiary, #f5f5f5)' }}
            />
          ) : undefined
        }
      >
        <Card.Meta
          avatar={
            <Avatar
              shape="square"
              size={56}
              src={task.logoImageUrl ?? undefined}
              alt={TASK_TEXT.logoOf(task.businessName)}
            >
              {task.businessName.slice(0, 1).toUpperCase()}
            </Avatar>
          }
          title={
            opens ? (
              <Link
                to={`/dashboard/tasks/${task.id}`}
                aria-label={`${task.businessName} (${state})`}
                className="stretched-link"
              >
                {task.businessName}
              </Link>
            ) : (
              task.businessName
            )
          }
          description={task.taskLocation ?? undefined}
        />
        <Flex vertical gap={2} style={{ marginTop: 12 }}>
          <Typography.Text>
            {TASK_TEXT.rewards}: <strong>{money(task.totalnoOfRewards)}</strong>
          </Typography.Text>
          <Typography.Text type="secondary">
            {TASK_TEXT.leadsRemaining}: {task.remainingOfLeads} / {task.noOfLeads}
          </Typography.Text>
          <Typography.Text type="secondary">
            {TASK_TEXT.tasksToDo}: {task.totalAssignedPrices}
          </Typography.Text>
        </Flex>
      </Card>
    </Badge.Ribbon>
  );
}

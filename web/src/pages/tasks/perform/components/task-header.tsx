import { Card, Flex, Image, Tag, Typography } from 'antd';
import type { MemberTask } from '../../../../services/api';
import { money } from '../../../../services/format';
import { STATE_COLOURS } from '../../../../services/task-state';
import { TASK_TEXT } from '../../../../texts/tasks';

/** Spec 9: the logo and background show at 100x100. */
const IMAGE_SIZE = 100;

function Picture({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return null;
  return (
    <Image
      src={src}
      alt={alt}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      style={{ objectFit: 'cover', borderRadius: 8 }}
      preview={{ mask: false }}
    />
  );
}

/** The task's head on /dashboard/tasks/{id}: logo and background at 100x100, name, location, figures. */
export function TaskHeader({ task }: { task: MemberTask }) {
  return (
    <Card>
      <Flex gap={16} wrap align="center">
        <Flex gap={12}>
          <Picture src={task.logoImageUrl} alt={TASK_TEXT.logoOf(task.businessName)} />
          <Picture src={task.backgroundImageUrl} alt={TASK_TEXT.backgroundOf(task.businessName)} />
        </Flex>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {task.businessName}
            </Typography.Title>
            <Tag color={STATE_COLOURS[task.memberTaskStatus]}>{task.memberTaskStatus}</Tag>
          </Flex>
          {task.taskLocation && <Typography.Text type="secondary">{task.taskLocation}</Typography.Text>}
          <Typography.Text>
            {TASK_TEXT.rewards}: <strong>{money(task.totalnoOfRewards)}</strong>
          </Typography.Text>
          <Typography.Text type="secondary">
            {TASK_TEXT.leadsRemaining}: {task.remainingOfLeads} / {task.noOfLeads}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

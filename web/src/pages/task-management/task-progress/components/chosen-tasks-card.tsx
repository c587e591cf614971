import { Card, Table, Typography } from 'antd';
import type { ChosenTask } from '../../../../services/api';
import { money } from '../../../../services/format';
import { TASK_TEXT } from '../../../../texts/task-management';

/** 'Chosen Tasks (count)' (spec 2): Title with its description, Type, Rewards, Cost, Preview (new tab). */
export function ChosenTasksCard({ tasks }: { tasks: ChosenTask[] }) {
  return (
    <Card title={TASK_TEXT.chosenTasks(tasks.length)} style={{ marginBottom: 16 }} data-testid="chosen-tasks">
      <Table<ChosenTask>
        rowKey="id"
        dataSource={tasks}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: TASK_TEXT.noTasksSelected }}
        columns={[
          {
            title: TASK_TEXT.title,
            key: 'title',
            render: (_: unknown, task) => (
              <>
                <Typography.Text strong>{task.title}</Typography.Text>
                {task.task_description && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-line' }}>
                    {task.task_description}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
          { title: TASK_TEXT.type, dataIndex: 'type' },
          { title: TASK_TEXT.rewards, dataIndex: 'noOfRewards', render: (rewards: number) => money(rewards) },
          { title: TASK_TEXT.cost, dataIndex: 'noOfCost', render: (cost: number) => money(cost) },
          {
            title: TASK_TEXT.preview,
            key: 'preview',
            render: (_: unknown, task) =>
              task.path ? (
                <a href={task.path} target="_blank" rel="noopener noreferrer">
                  {TASK_TEXT.preview}
                </a>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}

import type { ScreenshotDecision, ScreenshotStatus } from '@earnwave/contracts';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ReceivedScreenshot } from '../../../../services/api';
import { TASK_TEXT } from '../../../../texts/task-management';

const DECIDED_COLOURS: Record<ScreenshotStatus, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/**
 * 'Screenshots received (count)' (spec 2): Task Title, Received From, and the actions View (new
 * tab), Accept and Deny. A proof already decided shows its decision instead of the two buttons.
 */
export function ScreenshotsCard({
  screenshots,
  onChoose,
}: {
  screenshots: ReceivedScreenshot[];
  onChoose: (screenshot: ReceivedScreenshot, status: ScreenshotDecision) => void;
}) {
  return (
    <Card title={TASK_TEXT.screenshotsReceived(screenshots.length)} data-testid="screenshots">
      <Table<ReceivedScreenshot>
        rowKey="id"
        dataSource={screenshots}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: TASK_TEXT.noScreenshots }}
        columns={[
          { title: TASK_TEXT.taskTitle, dataIndex: 'taskPricingTitle' },
          { title: TASK_TEXT.receivedFrom, dataIndex: 'memberName' },
          {
            title: TASK_TEXT.actions,
            key: 'actions',
            render: (_: unknown, screenshot) => (
              <Space wrap>
                {screenshot.screenshot && (
                  <a href={screenshot.screenshot} target="_blank" rel="noopener noreferrer">
                    {TASK_TEXT.view}
                  </a>
                )}
                {screenshot.status === 'PENDING' ? (
                  <>
                    <Button size="small" type="primary" onClick={() => onChoose(screenshot, 'APPROVED')}>
                      {TASK_TEXT.accept}
                    </Button>
                    <Button size="small" danger onClick={() => onChoose(screenshot, 'REJECTED')}>
                      {TASK_TEXT.deny}
                    </Button>
                  </>
                ) : (
                  <Tag color={DECIDED_COLOURS[screenshot.status]} title={screenshot.rejectionMessage ?? undefined}>
                    {screenshot.status.toLowerCase()}
                  </Tag>
                )}
                {screenshot.status === 'REJECTED' && screenshot.rejectionMessage && (
                  <Typography.Text type="secondary">{screenshot.rejectionMessage}</Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

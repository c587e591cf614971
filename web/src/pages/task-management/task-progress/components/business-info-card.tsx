import { Card, Descriptions, Flex, Image, Typography } from 'antd';
import type { ManagedTaskDetails } from '../../../../services/api';
import { TASK_TEXT } from '../../../../texts/task-management';

/** Spec 9: the logo and background are shown at 100x100. */
const IMAGE_SIZE = 100;

/** The Business Info card (spec 2): name, leads, remaining, performing, optional location, images. */
export function BusinessInfoCard({ task }: { task: ManagedTaskDetails }) {
  return (
    <Card title={TASK_TEXT.businessInfo} style={{ marginBottom: 16 }} data-testid="business-info">
      <Flex gap={24} wrap>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          style={{ flex: 1, minWidth: 260 }}
          items={[
            { key: 'name', label: TASK_TEXT.businessName, children: task.businessName },
            { key: 'leads', label: TASK_TEXT.leads, children: task.noOfLeads },
            { key: 'remaining', label: TASK_TEXT.remaining, children: task.remainingOfLeads },
            { key: 'performing', label: TASK_TEXT.performing, children: task.performingNoOfLeads },
            ...(task.taskLocation ? [{ key: 'location', label: TASK_TEXT.location, children: task.taskLocation }] : []),
          ]}
        />
        <Flex gap={16}>
          {[
            { label: TASK_TEXT.logo, link: task.logoImageUrl },
            { label: TASK_TEXT.background, link: task.backgroundImageUrl },
          ].map(({ label, link }) => (
            <Flex key={label} vertical align="center" gap={4}>
              {link ? (
                <Image src={link} alt={label} width={IMAGE_SIZE} height={IMAGE_SIZE} style={{ objectFit: 'cover' }} />
              ) : null}
              <Typography.Text type="secondary">{label}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}

import { Card, Descriptions } from 'antd';
import { useLoad } from '../../../../hooks/use-load';
import { Api } from '../../../../services/api';
import { money } from '../../../../services/format';
import { TEXT } from '../../../../texts';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** The Membership settings card (spec 2): Level, Start Date, End Date, Amount Paid, Receipt No. */
export function MembershipCard({ memberId }: { memberId: string }) {
  const record = useLoad(() => Api.memberRecord(memberId), [memberId]).value;
  const subscription = record?.memberSubscription;
  return (
    <Card title="Membership" loading={!record}>
      {subscription ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Level">
            <span style={{ textTransform: 'capitalize' }}>{subscription.membershipLevel}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Start Date">{day(subscription.startedAt)}</Descriptions.Item>
          <Descriptions.Item label="End Date">{day(subscription.endedAt)}</Descriptions.Item>
          <Descriptions.Item label="Amount Paid">{money(subscription.amount)}</Descriptions.Item>
          <Descriptions.Item label="Receipt No">{subscription.receiptNumber}</Descriptions.Item>
        </Descriptions>
      ) : (
        record && <span>No membership yet.</span>
      )}
      {!record && TEXT.loading}
    </Card>
  );
}

import { Card, Descriptions } from 'antd';
import { useLoad } from '../../../../hooks/use-load';
import { Api } from '../../../../services/api';
import { money } from '../../../../services/format';
import { TEXT } from '../../../../texts';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** The Membership settings card (spec 2): Level, Start Date, End Date, Amount Paid, Receipt No. */
export function MembershipCard({ memberId }: { memberId: string }) {
  const record = useLoad((signal) => Api.memberRecord(memberId, signal), [memberId]).value;
  const subscription = record?.memberSubscription;
  return (
    <Card title={SETTINGS_TEXT.membership} loading={!record}>
      {subscription ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={SETTINGS_TEXT.level}>
            <span style={{ textTransform: 'capitalize' }}>{subscription.membershipLevel}</span>
          </Descriptions.Item>
          <Descriptions.Item label={SETTINGS_TEXT.startDate}>{day(subscription.startedAt)}</Descriptions.Item>
          <Descriptions.Item label={SETTINGS_TEXT.endDate}>{day(subscription.endedAt)}</Descriptions.Item>
          <Descriptions.Item label={SETTINGS_TEXT.amountPaid}>{money(subscription.amount)}</Descriptions.Item>
          <Descriptions.Item label={SETTINGS_TEXT.receiptNo}>{subscription.receiptNumber}</Descriptions.Item>
        </Descriptions>
      ) : (
        record && <span>{SETTINGS_TEXT.noMembership}</span>
      )}
      {!record && TEXT.loading}
    </Card>
  );
}

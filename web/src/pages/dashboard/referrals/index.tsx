import { Card, Col, Flex, Row, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { InviteForm, ReferralLink } from '../../../components/referral-invite';
import { Api, type Referral } from '../../../services/api';
import { getUser } from '../../../services/session';
import { STATUS_MEANINGS, TEXT } from '../../../texts';
import { STATUS_COLOURS } from '../../../components/referral-cards';
import { REFERRALS_TEXT } from '../../../texts/dashboard';

/** /dashboard/referrals (spec 2): the invite form and the table Username, Status, Chat; 'No referrals yet'. */
export default function ReferralsPage() {
  usePageTitle(REFERRALS_TEXT.title);
  const user = getUser()!;
  const loaded = useLoad((signal) => Api.referrals(user.id, signal), [user.id]);
  // Referrals that could not be read show as none.
  const referrals = loaded.value ?? (loaded.error ? [] : null);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {REFERRALS_TEXT.title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={REFERRALS_TEXT.inviteFriends}>
            <Flex vertical gap={16}>
              <ReferralLink memberId={user.id} />
              <InviteForm memberId={user.id} onSent={loaded.reload} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={REFERRALS_TEXT.myReferrals}>
            <Table<Referral>
              rowKey="id"
              loading={!referrals}
              dataSource={referrals ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: TEXT.noReferralsYet }}
              scroll={{ x: true }}
              columns={[
                { title: REFERRALS_TEXT.username, dataIndex: 'name' },
                {
                  title: REFERRALS_TEXT.status,
                  dataIndex: 'status',
                  render: (status: string) => (
                    <Tag color={STATUS_COLOURS[status]} title={STATUS_MEANINGS[status]}>
                      {status}
                    </Tag>
                  ),
                },
                {
                  title: REFERRALS_TEXT.chat,
                  key: 'chat',
                  render: () => <Link to="/dashboard/chat">{REFERRALS_TEXT.chat}</Link>,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

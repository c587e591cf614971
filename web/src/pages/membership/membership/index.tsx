import { ClockCircleOutlined } from '@ant-design/icons';
import { FREE_RECEIPT, type MembershipDesc, type MemberStatus } from '@earnwave/contracts';
import { Col, Grid, Layout, Result, Row, Typography, Flex } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { usePageTitle } from '../../../components/page-title';
import { useLoad } from '../../../hooks/use-load';
import { ThemeSwitch } from '../../../components/theme-switch';
import { Api, type MembershipLevelCard } from '../../../services/api';
import { getUser, updateUser } from '../../../services/session';
import { CHOOSE_MEMBERSHIP, TEXT } from '../../../texts';
import { LevelCard } from './components/level-card';
import { PaymentModal, utcMidnight } from './components/payment-modal';
import { MEMBERSHIP_TEXT } from '../../../texts/membership';

/** Spec 9: the member record is polled every 10 seconds while the membership is pending. */
export const STATUS_POLL_MS = 10_000;

/** Follows the member's status: read once, then every 10 s while pending; the stored status follows. */
function useMemberStatus(): [MemberStatus, (status: MemberStatus) => void] {
  const [status, setStatus] = useState<MemberStatus>(() => getUser()?.status ?? 'inactive');
  const change = useCallback((next: MemberStatus) => {
    setStatus(next);
    if (getUser()?.status !== next) updateUser({ status: next });
  }, []);

  useEffect(() => {
    const id = getUser()?.id;
    if (!id) return;
    Api.memberRecord(id).then(
      (record) => change(record.status),
      () => undefined,
    );
  }, [change]);

  useEffect(() => {
    const id = getUser()?.id;
    if (status !== 'pending' || !id) return;
    const timer = setInterval(() => {
      Api.memberRecord(id).then(
        (record) => record.status !== status && change(record.status),
        () => undefined,
      );
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [status, change]);

  return [status, change];
}

/** /membership (spec 2): the chooser while inactive, a waiting note while pending, a way in once active. */
export default function MembershipPage() {
  usePageTitle(MEMBERSHIP_TEXT.title);
  const [status, setStatus] = useMemberStatus();
  const user = getUser();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 16 }}
      >
        <Link to="/" style={{ color: '#fff', fontWeight: 700, fontSize: 20 }}>
          {TEXT.appName}
        </Link>
        <Flex gap={16} align="center">
          <ThemeSwitch />
          {/* The logout screen ends the session and says goodbye (spec 2). */}
          <Link to="/logout" style={{ color: '#fff' }}>
            {MEMBERSHIP_TEXT.logout}
          </Link>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 12px' }}>
        <main style={{ maxWidth: 1200, margin: '0 auto' }}>
          {status === 'inactive' && user && <LevelChooser memberId={user.id} onRequested={setStatus} />}
          {status === 'pending' && (
            <Result
              icon={<ClockCircleOutlined />}
              title={TEXT.applicationProcessing}
              subTitle={TEXT.waitForActivation}
            />
          )}
          {status === 'active' && (
            <Result
              status="success"
              title={TEXT.membershipActivated}
              extra={
                <Link to="/dashboard" className="lb lb-primary lb-large">
                  {TEXT.goToDashboard}
                </Link>
              }
            />
          )}
        </main>
      </Layout.Content>
    </Layout>
  );
}

function LevelChooser({ memberId, onRequested }: { memberId: string; onRequested: (status: MemberStatus) => void }) {
  const levelsLoad = useLoad((signal) => Api.membershipLevels(memberId, signal), [memberId]);
  // Levels that could not be read are none.
  const levels = levelsLoad.value ?? (levelsLoad.error ? [] : null);
  const descLoad = useLoad((signal) => Api.membershipDesc(signal), []);
  /** membership_desc (spec 3): null until read, undefined when it could not be. */
  const desc: MembershipDesc | null | undefined = descLoad.error ? undefined : (descLoad.value ?? null);
  const [chosen, setChosen] = useState<MembershipLevelCard | null>(null);
  const [freeBusy, setFreeBusy] = useState(false);
  const screens = Grid.useBreakpoint();
  const grid = useRef<HTMLDivElement>(null);

  // Spec 2: when a level is unavailable, a phone scrolls to the available card. The cards are
  // shown once both reads have answered, in either order: the scroll waits for the later one.
  useEffect(() => {
    if (!levels || desc === null || screens.md !== false || levels.every((level) => level.available)) return;
    const available = levels.find((level) => level.available);
    const element = available && grid.current?.querySelector(`[data-testid="level-${available.slug}"]`);
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [levels, desc, screens.md]);

  /** Free bronze is activated directly; a failure is not shown (spec 8). */
  const activateFree = async () => {
    setFreeBusy(true);
    try {
      const answer = await Api.subscribe({
        level: 'bronze',
        receipt: FREE_RECEIPT,
        amount: 0,
        startedAt: utcMidnight(dayjs()),
      });
      onRequested(answer.memberStatus);
    } catch {
      setFreeBusy(false);
    }
  };

  if (!levels || desc === null) return <PageLoading />;
  return (
    <>
      <Typography.Title level={1} style={{ textAlign: 'center', fontSize: 28 }}>
        {desc?.title || CHOOSE_MEMBERSHIP}
      </Typography.Title>
      {desc?.content && (
        <div
          className="membership-desc"
          data-testid="membership-desc"
          // The administrator's HTML, sanitised by the server on save and on read (as the dashboard's notification).
          dangerouslySetInnerHTML={{ __html: desc.content }}
        />
      )}
      <div ref={grid}>
        <Row gutter={[16, 24]} align="stretch">
          {levels.map((level) => (
            <Col xs={24} sm={12} xl={6} key={level.slug}>
              <LevelCard
                level={level}
                onChoose={setChosen}
                onFree={level.slug === 'bronze' ? activateFree : undefined}
                freeBusy={freeBusy}
              />
            </Col>
          ))}
        </Row>
      </div>
      <PaymentModal
        level={chosen}
        onClose={() => setChosen(null)}
        onSubmitted={(answer) => onRequested(answer.memberStatus)}
      />
    </>
  );
}

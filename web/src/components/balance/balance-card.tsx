import { FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS, WITHDRAWAL_FEE_CREDITS } from '@earnwave/contracts';
import { Button, Card, Flex, Modal, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Api } from '../../services/api';
import { money, referralReward } from '../../services/format';
import { readBalance, requestBalanceAction, useBalance, useBalanceAction } from '../../services/balance';
import { useLoadOnOpen } from '../../hooks/use-load-on-open';
import { BALANCE_TEXT } from '../../texts';
import { loadWithdrawForm } from './load-withdraw-form';
import { BuyCredits } from './buy-credits';

// The Withdraw form loads when Withdraw is first pressed, not with the dashboard.
const WithdrawModal = lazy(() => loadWithdrawForm().then((m) => ({ default: m.WithdrawModal })));

/**
 * The balance card (spec 2): the live balance, Buy Credits, How to earn tokens, Earn and Withdraw.
 * Without `earning` (a task owner who is no member: nothing to earn) the balance, Withdraw and Buy
 * Credits only. The figure is services/balance.ts's, shared with the stand-in card shown before
 * antd loads. A withdrawal is held at once, with no push from the server: the card reads the
 * balance again and tells `onWithdrawn`.
 */
export function BalanceCard({
  memberId,
  earning = true,
  onWithdrawn,
}: {
  memberId: string;
  earning?: boolean;
  onWithdrawn?: () => void;
}) {
  const balance = useBalance(memberId);
  // A Withdraw or "How to earn tokens" pressed on the stand-in card (or index.html's) before this
  // one had loaded: open until closed here, so that the card may mount again on its way in (the
  // frame's and the page's loading) and still show it.
  const asked = useBalanceAction(memberId);
  const [howChosen, setHowOpen] = useState(false);
  const [withdrawChosen, setWithdrawOpen] = useState(false);
  const [withdrawUsed, setWithdrawUsed] = useState(false);
  const howOpen = howChosen || asked === 'how';
  const withdrawOpen = withdrawChosen || asked === 'withdraw';
  const close = (setOpen: (open: boolean) => void) => () => {
    setOpen(false);
    if (asked) requestBalanceAction(memberId, null);
  };
  const navigate = useNavigate();

  return (
    <Card title={BALANCE_TEXT.title} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        <Statistic
          value={balance === null ? 'Loading...' : money(balance)}
          title={BALANCE_TEXT.label}
          styles={{ content: { fontSize: 32 } }}
          data-testid="balance"
        />
        <Flex gap={8} wrap>
          {earning && (
            <Button type="primary" onClick={() => navigate('/dashboard/commitments')}>
              Earn
            </Button>
          )}
          <Button
            onClick={() => {
              setWithdrawUsed(true);
              setWithdrawOpen(true);
            }}
          >
            Withdraw
          </Button>
          {earning && (
            <Button type="link" onClick={() => setHowOpen(true)}>
              How to earn tokens
            </Button>
          )}
        </Flex>
        <Typography.Text strong>Buy Credits</Typography.Text>
        <BuyCredits />
      </Flex>
      {earning && <HowToEarnModal memberId={memberId} open={howOpen} onClose={close(setHowOpen)} />}
      {(withdrawUsed || withdrawOpen) && (
        <Suspense fallback={null}>
          <WithdrawModal
            open={withdrawOpen}
            onClose={close(setWithdrawOpen)}
            onWithdrawn={() => {
              readBalance(memberId);
              onWithdrawn?.();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

const ORDINALS: Record<string, string> = {
  '1': '1st referral',
  '2': '2nd referral',
  '3': '3rd referral',
  more: 'Every further referral',
};

/** 'How to earn tokens' (spec 2): the tips of the member's level. */
export function HowToEarnModal({ memberId, open, onClose }: { memberId: string; open: boolean; onClose: () => void }) {
  const level = useLoadOnOpen(() => Api.memberLevel(memberId), [memberId], open).value;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      title="How to earn tokens"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {level ? (
        <div data-testid="how-to-earn">
          <Typography.Paragraph>
            Your level is <strong style={{ textTransform: 'capitalize' }}>{level.slug}</strong>.
          </Typography.Paragraph>
          <ul>
            <li>
              View suggested content under Impressions: every {level.contentView} counted{' '}
              {level.contentView === 1 ? 'view earns' : 'views earn'} 1 token, up to {level.weeklyTokenLimit} tokens a
              week (Monday to Sunday).
            </li>
            <li>
              Invite friends: when a friend activates a paid membership you earn
              <ul>
                {Object.entries(level.referrals).map(([ordinal, multiplier]) => (
                  <li key={ordinal}>
                    {ORDINALS[ordinal] ?? `Referral ${ordinal}`}: up to{' '}
                    {referralReward(multiplier, level.price).toString()} tokens
                  </li>
                ))}
              </ul>
              A reward counts the smaller of your level&apos;s price and what your friend paid, so a friend on a cheaper
              level earns you less.
            </li>
            <li>Upgrade your membership to earn 10x more per view and 10x per referral.</li>
            <li>
              Withdrawals carry a {WITHDRAWAL_FEE_CREDITS} credits fee
              {level.slug === 'bronze'
                ? `; the free basic membership sends out at most ${FREE_MEMBERSHIP_MAX_WITHDRAWAL_CREDITS} credits of what it earned in total (withdrawals, gifts, paid posts, chat and tasks; credits you bought are not limited)`
                : ''}
              .
            </li>
          </ul>
        </div>
      ) : (
        <Typography.Paragraph>Loading...</Typography.Paragraph>
      )}
    </Modal>
  );
}

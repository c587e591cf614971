import { Button, Card, Flex, Modal, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Api } from '../../services/api';
import { money, referralReward } from '../../services/format';
import { readBalance, requestBalanceAction, useBalance, useBalanceAction } from '../../services/balance';
import { useLoadOnOpen } from '../../hooks/use-load-on-open';
import { BALANCE_TEXT, TEXT } from '../../texts';
import { WALLET_TEXT } from '../../texts/wallet';
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
          value={balance === null ? TEXT.loading : money(balance)}
          title={BALANCE_TEXT.label}
          styles={{ content: { fontSize: 32 } }}
          data-testid="balance"
        />
        <Flex gap={8} wrap>
          {earning && (
            <Button type="primary" onClick={() => navigate('/dashboard/commitments')}>
              {WALLET_TEXT.earn}
            </Button>
          )}
          <Button
            onClick={() => {
              setWithdrawUsed(true);
              setWithdrawOpen(true);
            }}
          >
            {WALLET_TEXT.withdraw}
          </Button>
          {earning && (
            <Button type="link" onClick={() => setHowOpen(true)}>
              {WALLET_TEXT.howToEarn}
            </Button>
          )}
        </Flex>
        <Typography.Text strong>{WALLET_TEXT.buyCredits}</Typography.Text>
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

/** 'How to earn tokens' (spec 2): the tips of the member's level. */
export function HowToEarnModal({ memberId, open, onClose }: { memberId: string; open: boolean; onClose: () => void }) {
  const level = useLoadOnOpen((signal) => Api.memberLevel(memberId, signal), [memberId], open).value;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      title={WALLET_TEXT.howToEarn}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {level ? (
        <div data-testid="how-to-earn">
          <Typography.Paragraph>
            {WALLET_TEXT.yourLevelIs}
            <strong style={{ textTransform: 'capitalize' }}>{level.slug}</strong>.
          </Typography.Paragraph>
          <ul>
            <li>{WALLET_TEXT.viewsEarn(level.contentView, level.weeklyTokenLimit)}</li>
            <li>
              {WALLET_TEXT.inviteFriends}
              <ul>
                {Object.entries(level.referrals).map(([ordinal, multiplier]) => (
                  <li key={ordinal}>
                    {WALLET_TEXT.referralReward(
                      WALLET_TEXT.referralOrdinals[ordinal] ?? WALLET_TEXT.referralOrdinal(ordinal),
                      referralReward(multiplier, level.price).toString(),
                    )}
                  </li>
                ))}
              </ul>
              {WALLET_TEXT.rewardCounts}
            </li>
            <li>{WALLET_TEXT.upgrade}</li>
            <li>{WALLET_TEXT.withdrawalFee(level.slug === 'bronze')}</li>
          </ul>
        </div>
      ) : (
        <Typography.Paragraph>{TEXT.loading}</Typography.Paragraph>
      )}
    </Modal>
  );
}

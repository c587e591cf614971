import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadWithdrawForm } from '../../../components/balance/load-withdraw-form';
import { type BalanceAction, requestBalanceAction, useBalance, useBalanceAction } from '../../../services/balance';
import { money } from '../../../services/format';
import { getUser } from '../../../services/session';
import { BALANCE_TEXT, TEXT } from '../../../texts';
import { HOME_TEXT } from '../../../texts/dashboard';
import { WALLET_TEXT } from '../../../texts/wallet';

/**
 * The dashboard's heading: plain markup styled as antd's level-1 title (styles.css), so the stand-in
 * below paints it before antd has loaded and the page keeps the same element, size and place.
 */
export function Welcome({ name }: { name: string }) {
  return (
    <h1 className="dashboard-welcome">
      {HOME_TEXT.welcome}
      {name}
    </h1>
  );
}

/**
 * What /dashboard shows while antd and the page's code load (seconds on a phone): the welcome and
 * the balance card in plain markup, where the page puts them, and already working: the balance
 * figure (services/balance.ts, read at once; theme-boot.js asked for it before any script), Earn,
 * and Withdraw and "How to earn tokens", whose forms open as soon as the page has loaded them.
 * index.html's copy of it works before any script has run (theme-boot.js paints the figure and keeps
 * a press, which this one carries on).
 * antd's cards follow; the balance card takes this one's place and keeps its figure.
 */
export function HomePlaceholder() {
  const user = getUser();
  if (!user) return null;
  return (
    <>
      <Welcome name={user.name} />
      <div className="plain-card-grid">
        <BalanceStandIn memberId={user.id} />
      </div>
    </>
  );
}

declare global {
  interface Window {
    /** What was pressed on index.html's card before the app ran (theme-boot.js wires it). */
    __bootPress?: 'earn' | BalanceAction;
  }
}

function BalanceStandIn({ memberId }: { memberId: string }) {
  const balance = useBalance(memberId);
  const asked = useBalanceAction(memberId);
  const navigate = useNavigate();
  const ask = (action: BalanceAction) => {
    // The form's own file, fetched beside antd's instead of after the card that opens it has loaded.
    if (action === 'withdraw') void loadWithdrawForm();
    requestBalanceAction(memberId, action);
  };
  // A press on index.html's card, which this one replaces: carried on, once.
  useEffect(() => {
    const press = window.__bootPress;
    delete window.__bootPress;
    if (press === 'earn') navigate('/dashboard/commitments');
    else if (press) ask(press);
    // Once: index.html's card is replaced once.
  }, []);
  return (
    <div className="plain-card">
      <div className="plain-card-head">{BALANCE_TEXT.title}</div>
      <div className="plain-card-body">
        <div data-testid="balance">
          <div className="plain-statistic-title">{BALANCE_TEXT.label}</div>
          <div className="plain-statistic-value">{balance === null ? TEXT.loading : money(balance)}</div>
        </div>
        <div className="plain-card-actions">
          <button type="button" className="lb lb-primary" onClick={() => navigate('/dashboard/commitments')}>
            {WALLET_TEXT.earn}
          </button>
          <button type="button" className="lb" aria-busy={asked === 'withdraw'} onClick={() => ask('withdraw')}>
            {WALLET_TEXT.withdraw}
          </button>
          <button type="button" className="lb lb-link" aria-busy={asked === 'how'} onClick={() => ask('how')}>
            {WALLET_TEXT.howToEarn}
          </button>
        </div>
      </div>
    </div>
  );
}

import { getUser } from '../../../services/session';
import { TEXT } from '../../../texts';

/** The balance card's texts, shared by the card and its stand-in below. */
export const BALANCE_TEXT = { title: 'Balance', label: 'Available credits (1 credit = 1 USDT)' };

/**
 * The dashboard's heading: plain markup styled as antd's level-1 title (styles.css), so the stand-in
 * below paints it before antd has loaded and the page keeps the same element, size and place.
 */
export function Welcome({ name }: { name: string }) {
  return <h1 className="dashboard-welcome">Welcome, {name}</h1>;
}

/**
 * What /dashboard shows while antd and the page's code load: the welcome (the page's largest paint,
 * which a phone must show within 2.5 s) and the balance card's outline in plain markup, where the
 * page puts them; antd's cards follow.
 */
export function HomePlaceholder() {
  const user = getUser();
  if (!user) return null;
  return (
    <>
      <Welcome name={user.name} />
      <div className="plain-card-grid">
        <div className="plain-card">
          <div className="plain-card-head">{BALANCE_TEXT.title}</div>
          <div className="plain-card-body">
            <div className="plain-statistic-title">{BALANCE_TEXT.label}</div>
            <div className="plain-statistic-value">{TEXT.loading}</div>
          </div>
        </div>
      </div>
    </>
  );
}

import { useMatches } from 'react-router-dom';
import { mayEnter, mayEnterDashboard } from '../access';
import { PageLoading } from '../components/page-loading';
import type { AppRoute } from '../routes';
import { getUser } from '../services/session';
import { TEXT } from '../texts';

/**
 * The dashboard frame's first paint for a route with a placeholder (the dashboard's welcome), in
 * plain markup, shown while antd, the frame and the page load: on a slow phone they take seconds,
 * this needs the entry script alone. The side menu's, the header's and the top bar's places in
 * antd's sizes and colours around the placeholder; antd's frame then takes the same places, so
 * nothing moves. styles.css lays it out by the display settings on <html> (navbarPosition,
 * navbarStyle, the collapsed side menu, isFluid). index.html paints the same markup before any
 * script arrives (keep the two in step). Other routes, and whoever the frame or the route's guard
 * would send away (no session, an inactive member, another role), see 'Loading...'.
 */
export function DashboardShell() {
  const route = useMatches().at(-1)?.handle as AppRoute | undefined;
  const user = getUser();
  const Placeholder = route?.placeholder;
  if (!Placeholder || !user || !mayEnterDashboard(user) || !mayEnter(user.role, route.access!)) return <PageLoading />;
  return (
    <div className="dashboard-shell">
      <div className="dashboard-shell-sider dashboard-shell-navbar">
        <ShellBrand />
      </div>
      <div className="dashboard-shell-body">
        <div className="dashboard-shell-header">
          <ShellBrand />
        </div>
        <div className="dashboard-shell-topbar dashboard-shell-navbar" />
        <div className="dashboard-shell-content">
          <main>
            <Placeholder />
          </main>
        </div>
      </div>
    </div>
  );
}

/** The brand's place and look (navbar.tsx's Brand); the collapsed side menu shows its initial. */
function ShellBrand() {
  return (
    <span className="dashboard-shell-brand" aria-hidden="true">
      {TEXT.appName.charAt(0)}
      <span>{TEXT.appName.slice(1)}</span>
    </span>
  );
}

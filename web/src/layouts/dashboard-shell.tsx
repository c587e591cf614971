import { useMatches } from 'react-router-dom';
import { homeFor, mayEnter, mayEnterDashboard } from '../access';
import { useDisplaySettings } from '../components/display-settings';
import { PageLoading } from '../components/page-loading';
import type { AppRoute } from '../routes';
import { getUser } from '../services/session';
import { Brand, NAVBAR_PAINT } from './navbar';

/**
 * The dashboard frame's first paint, in plain markup (styles.css: antd's sizes and colours), shown
 * while antd, the frame and the page load: on a slow phone they take seconds, this takes the entry
 * script alone. The side menu's and the header's places (navbarPosition, navbarStyle, the collapsed
 * side menu, isFluid, spec 9) with the brand, and in the content the route's placeholder where it
 * has one (the dashboard's welcome), else 'Loading...'. antd's frame then takes the same places, so
 * nothing moves. Whoever the frame would send away (no session, an inactive member, a route of
 * another role) sees 'Loading...' alone until it does.
 */
export function DashboardShell() {
  const { settings } = useDisplaySettings();
  const route = useMatches().at(-1)?.handle as AppRoute | undefined;
  const user = getUser();
  if (!user || !mayEnterDashboard(user)) return <PageLoading />;
  const Placeholder =
    route?.placeholder && route.access && mayEnter(user.role, route.access) ? route.placeholder : PageLoading;
  const { navbarPosition, navbarStyle, isNavbarVerticalCollapsed } = settings;
  const paint = NAVBAR_PAINT[navbarStyle];
  const navbar = {
    className: `navbar-${navbarStyle}`,
    style: paint ? { background: paint } : undefined,
  };
  return (
    <div className={`dashboard-shell nav-${navbarPosition}${isNavbarVerticalCollapsed ? ' collapsed' : ''}`}>
      {navbarPosition !== 'top' && (
        <div {...navbar} className={`dashboard-shell-sider ${navbar.className}`}>
          <Brand
            home={homeFor(user)}
            short={isNavbarVerticalCollapsed}
            colour={paint ? '#fff' : 'var(--brand-text)'}
          />
        </div>
      )}
      <div className="dashboard-shell-body">
        <div className="dashboard-shell-header">
          {navbarPosition !== 'vertical' && <Brand home={homeFor(user)} colour="var(--brand-text)" />}
        </div>
        {navbarPosition !== 'vertical' && <div {...navbar} className={`dashboard-shell-topbar ${navbar.className}`} />}
        <div className="dashboard-shell-content">
          <main style={settings.isFluid ? undefined : { maxWidth: 1540, margin: '0 auto' }}>
            <Placeholder />
          </main>
        </div>
      </div>
    </div>
  );
}

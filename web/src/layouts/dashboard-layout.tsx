import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Grid, Layout, Typography, theme } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { homeFor, mayEnterDashboard, menuFor, SETTINGS_PATH } from '../access';
import { useDisplaySettings } from '../components/display-settings';
import { DisplaySettingsPanel } from '../components/display-settings-panel';
import { PageLoading } from '../components/page-loading';
import { DirectionSwitch, ThemeSwitch } from '../components/theme-switch';
import { connectLive, disconnectLive, onLive } from '../services/live';
import { Api } from '../services/api';
import { getUser, onUserChange, updateUser, type StoredUser } from '../services/session';
import { toast } from '../services/toast';
import { TEXT } from '../texts';
import { MainMenu, useNavbarLook } from './main-navigation';
import { NotificationBell } from './notification-bell';
import { FRAME_TEXT } from '../texts/frame';

/**
 * The stored user, following changes (a fresh token after a password change). A removal is left
 * to whoever removed it: logout, a 401 and deactivation each navigate on their own.
 */
function useStoredUser(): StoredUser | null {
  const [user, setUser] = useState(getUser);
  useEffect(() => onUserChange((next) => next && setUser(next)), []);
  return user;
}

/**
 * The dashboard's frame (spec 2): no stored user goes to /login; a user who is neither active nor
 * the task owner goes to /membership. Then the side menu per role, the notification bell, the user
 * menu (Settings and logout), the theme and direction switches, the display settings and the live
 * connection. The navigation sits and looks as navbarPosition and navbarStyle say (spec 9).
 */
export function DashboardLayout() {
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (!mayEnterDashboard(user)) return <Navigate to={homeFor(user)} replace />;
  return <DashboardFrame user={user} />;
}

function DashboardFrame({ user }: { user: StoredUser }) {
  const { settings, setSetting } = useDisplaySettings();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const entries = useMemo(() => menuFor(user.role), [user.role]);
  const narrow = screens.lg === false;
  // A phone's header holds its controls closer together and the user's avatar without the name.
  const phone = screens.md === false;
  // navbarPosition (spec 9): the bar on top always, or (combo) on wide screens only.
  const topBar = settings.navbarPosition === 'top' || (settings.navbarPosition === 'combo' && screens.xl === true);
  const look = useNavbarLook(settings.navbarStyle, settings.isDark);
  const [mobileOpen, setMobileOpen] = useState(false);
  const collapsed = narrow ? !mobileOpen : settings.isNavbarVerticalCollapsed;

  // The session is checked with the member record first (a 401 goes to /login, and the stored
  // status follows the server's); only a valid session opens the live connection.
  useEffect(() => {
    let live = true;
    Api.memberRecord(user.id).then(
      (record) => {
        if (!live) return;
        if (record.status !== user.status) updateUser({ status: record.status });
        connectLive(user.token);
      },
      () => undefined,
    );
    const off = onLive('notification', (notification) =>
      toast.info(notification.title, notification.body || undefined),
    );
    return () => {
      live = false;
      off();
      disconnectLive();
    };
  }, [user.id, user.token, user.status]);

  useEffect(() => setMobileOpen(false), [pathname]);
  // On a phone the open menu covers the page: Escape or a tap beside it closes it.
  useEffect(() => {
    if (!narrow || !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [narrow, mobileOpen]);

  // The logout screen ends the session and says goodbye (spec 2).
  const logout = () => navigate('/logout');

  const toggle = () =>
    narrow
      ? setMobileOpen((open) => !open)
      : setSetting('isNavbarVerticalCollapsed', !settings.isNavbarVerticalCollapsed);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!topBar && (
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          collapsedWidth={narrow ? 0 : 80}
          width={220}
          theme={look.menuTheme}
          className={`navbar-${settings.navbarStyle}`}
          style={{
            ...look.background,
            ...(narrow ? { position: 'fixed', zIndex: 20, height: '100vh', insetInlineStart: 0 } : {}),
          }}
          aria-label={FRAME_TEXT.sideMenu}
        >
          <Brand home={homeFor(user)} short={collapsed} colour={look.brandColour} />
          <MainMenu entries={entries} pathname={pathname} mode="inline" settings={settings} />
        </Layout.Sider>
      )}
      {!topBar && narrow && mobileOpen && (
        <div className="sider-backdrop" onClick={() => setMobileOpen(false)} aria-hidden="true" />
      )}
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            paddingInline: 16,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: phone ? 8 : 12,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {topBar ? (
            <Brand home={homeFor(user)} colour={token.colorLink} flush={phone} />
          ) : (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
              aria-label={collapsed ? FRAME_TEXT.openMenu : FRAME_TEXT.closeMenu}
            />
          )}
          <Flex gap={phone ? 4 : 12} align="center">
            <NotificationBell />
            <ThemeSwitch />
            <DirectionSwitch />
            <DisplaySettingsPanel />
            <Dropdown
              trigger={['click']}
              // Opened from the keyboard, the focus goes into the menu (the arrows walk it); closed
              // with the focus inside it or lost, the focus goes back to its button.
              autoFocus
              onOpenChange={(open) => !open && setTimeout(() => returnFocus(userMenuButton.current))}
              menu={{
                items: [
                  {
                    key: 'settings',
                    icon: <SettingOutlined />,
                    label: <Link to={SETTINGS_PATH}>{FRAME_TEXT.settings}</Link>,
                    // Enter on the item opens it too (on the link itself, the link does).
                    onClick: ({ domEvent }) =>
                      domEvent.type === 'keydown' &&
                      !(domEvent.target as Element).closest('a') &&
                      navigate(SETTINGS_PATH),
                  },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: FRAME_TEXT.logout, onClick: logout },
                ],
              }}
            >
              <Button
                type="text"
                ref={userMenuButton}
                icon={<Avatar size="small" icon={<UserOutlined />} />}
                aria-label={FRAME_TEXT.userMenu(user.name)}
                data-testid="user-menu"
              >
                {!phone && (
                  <Typography.Text style={{ maxWidth: 140 }} ellipsis>
                    {user.name}
                  </Typography.Text>
                )}
              </Button>
            </Dropdown>
          </Flex>
        </Layout.Header>
        {topBar && (
          <div className={`top-navbar navbar-${settings.navbarStyle}`} style={{ ...look.background, paddingInline: 8 }}>
            <MainMenu entries={entries} pathname={pathname} mode="horizontal" settings={settings} />
          </div>
        )}
        <Layout.Content style={{ padding: screens.md ? 24 : 12 }}>
          <main style={settings.isFluid ? undefined : { maxWidth: 1540, margin: '0 auto' }}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          {TEXT.appName} · <Link to="/terms-and-conditions">{TEXT.termsAndConditions}</Link> ·{' '}
          <Link to="/privacy-policy">{TEXT.privacyPolicy}</Link>
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}

/**
 * The product's name linking to the role's home; the collapsed side menu shows its initial. In a
 * phone's header it sits `flush` with the header's padding and gives way (an ellipsis) to the controls.
 */
function Brand({
  home,
  short = false,
  colour,
  flush = false,
}: {
  home: string;
  short?: boolean;
  colour: string;
  flush?: boolean;
}) {
  return (
    <Link
      to={home}
      style={{
        display: 'block',
        padding: flush ? '16px 0' : '16px 20px',
        ...(flush ? { overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
        fontWeight: 700,
        fontSize: 18,
        color: colour,
        whiteSpace: 'nowrap',
      }}
    >
      {short ? TEXT.appName.charAt(0) : TEXT.appName}
    </Link>
  );
}

/** Focuses `opener` again if the focus is on nothing (a closed popup took it along) or inside a popup. */
function returnFocus(opener: HTMLElement | null) {
  const active = document.activeElement;
  if (!active || active === document.body || active.closest('.ant-dropdown')) opener?.focus();
}

import {
  AppstoreOutlined,
  BookOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  EyeOutlined,
  MessageOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Menu, theme, type ThemeConfig } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '../access';
import type { DisplaySettings } from '../services/display-settings';
import { FRAME_TEXT } from '../texts/frame';

const ICONS: Record<MenuEntry['icon'], ReactNode> = {
  dashboard: <DashboardOutlined />,
  'content-views': <EyeOutlined />,
  tasks: <CheckSquareOutlined />,
  seminars: <BookOutlined />,
  referrals: <TeamOutlined />,
  profile: <UserOutlined />,
  network: <MessageOutlined />,
  advertisement: <AppstoreOutlined />,
  wallet: <WalletOutlined />,
};

/** The longest menu path that starts the current path is the selected entry (Dashboard only on /dashboard itself). */
export function selectedKey(entries: MenuEntry[], pathname: string): string[] {
  const match = entries
    .filter(
      (entry) => pathname === entry.path || (entry.path !== '/dashboard' && pathname.startsWith(`${entry.path}/`)),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? [match.key] : [];
}

/** The brand's deep gradient: white text keeps well above 4.5:1 on both ends (styles.css paints the first paint's alike). */
const VIBRANT = 'linear-gradient(160deg, #0b3d91 0%, #4b1f8f 100%)';
const INVERTED = '#0b1727';

/** Menu colours on a painted (inverted or vibrant) background: the background shows through. */
const ON_PAINT: ThemeConfig = {
  components: {
    Menu: {
      darkItemBg: 'transparent',
      darkSubMenuItemBg: 'transparent',
      darkPopupBg: INVERTED,
      darkItemColor: 'rgba(255, 255, 255, 0.88)',
      darkItemHoverColor: '#fff',
      darkItemSelectedBg: 'rgba(255, 255, 255, 0.2)',
      darkItemSelectedColor: '#fff',
    },
  },
};

/**
 * How the navigation looks for navbarStyle (spec 9) in the current theme: its background, the
 * menu's theme and the brand's colour.
 */
export function useNavbarLook(style: DisplaySettings['navbarStyle'], isDark: boolean) {
  const { token } = theme.useToken();
  const painted = style === 'inverted' || style === 'vibrant';
  const background: CSSProperties =
    style === 'vibrant'
      ? { background: VIBRANT }
      : style === 'inverted'
        ? { background: INVERTED }
        : style === 'card'
          ? { background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }
          : { background: token.colorBgLayout };
  return {
    painted,
    background,
    menuTheme: painted || isDark ? ('dark' as const) : ('light' as const),
    // The link colour: the dark theme's primary is too dark to read on its page.
    brandColour: painted ? '#fff' : token.colorLink,
  };
}

/**
 * The side menu's or the top bar's menu: one link per entry of the role's menu (spec 6), in the
 * navbarStyle's colours. `mode` is inline for the side menu, horizontal for the bar.
 */
export function MainMenu({
  entries,
  pathname,
  mode,
  settings,
}: {
  entries: MenuEntry[];
  pathname: string;
  mode: 'inline' | 'horizontal';
  settings: DisplaySettings;
}) {
  const look = useNavbarLook(settings.navbarStyle, settings.isDark);
  const menu = (
    <nav aria-label={FRAME_TEXT.mainNavigation}>
      <Menu
        mode={mode}
        theme={look.menuTheme}
        selectedKeys={selectedKey(entries, pathname)}
        style={{ background: 'transparent', borderInlineEnd: 'none', borderBottom: 'none' }}
        items={entries.map((entry) => ({
          key: entry.key,
          icon: ICONS[entry.icon],
          label: <Link to={entry.path}>{entry.label}</Link>,
        }))}
      />
    </nav>
  );
  return look.painted ? <ConfigProvider theme={ON_PAINT}>{menu}</ConfigProvider> : menu;
}

/**
 * The dashboard's frame (spec 2 and 6): the side menu's entries, the header's buttons and menus,
 * the display settings and the switches, shared small controls (the pager).
 */
export const FRAME_TEXT = {
  menu: {
    dashboard: 'Dashboard',
    contentViews: 'Impressions',
    tasks: 'Tasks',
    seminars: 'Seminars',
    referrals: 'Referrals',
    profile: 'Profile',
    network: 'Network',
    advertisement: 'Task Management',
    wallet: 'Wallet',
  },
  sideMenu: 'Side menu',
  mainNavigation: 'Main',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  settings: 'Settings',
  logout: 'Logout',
  userMenu: (name: string) => `${name}, user menu`,
  unreadNotifications: (notifications: string, unread: number) => `${notifications}: ${unread} unread`,

  displaySettings: 'Display settings',
  navigationPosition: 'Navigation position',
  positions: { vertical: 'Side', top: 'Top', combo: 'Combo' },
  navigationStyle: 'Navigation style',
  styles: { transparent: 'Transparent', inverted: 'Inverted', card: 'Card', vibrant: 'Vibrant' },
  fullWidth: 'Full-width pages',
  dark: 'Dark',
  light: 'Light',
  darkMode: 'Dark mode',
  rtl: 'RTL',
  ltr: 'LTR',
  rightToLeft: 'Right to left',

  /** Spec 2's 'Page x of y'. */
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  itemsPerPage: 'Items per page',
  previous: 'Previous',
  next: 'Next',
  perPage: (size: number) => `${size} / page`,
  lastUpdated: 'Last updated: ',
} as const;

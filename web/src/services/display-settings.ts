import { readStored, writeStored } from './storage';

/**
 * Where the main navigation sits: `vertical` a side menu; `top` a bar under the header on every
 * screen; `combo` the bar on wide screens (xl, 1200 px and up) and the side menu below that.
 */
export const NAVBAR_POSITIONS = ['vertical', 'top', 'combo'] as const;
/**
 * How the navigation is painted: `transparent` on the page's own background, `inverted` dark in
 * either theme, `card` a raised panel, `vibrant` the brand's gradient.
 */
export const NAVBAR_STYLES = ['transparent', 'inverted', 'card', 'vibrant'] as const;

/** Display settings kept locally under the spec's keys (spec 3 and 9). */
export interface DisplaySettings {
  isFluid: boolean;
  isRTL: boolean;
  isDark: boolean;
  navbarPosition: (typeof NAVBAR_POSITIONS)[number];
  isNavbarVerticalCollapsed: boolean;
  navbarStyle: (typeof NAVBAR_STYLES)[number];
}

export const DEFAULT_SETTINGS: DisplaySettings = {
  isFluid: false,
  isRTL: false,
  isDark: false,
  navbarPosition: 'vertical',
  isNavbarVerticalCollapsed: false,
  navbarStyle: 'transparent',
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof DisplaySettings)[];

/** The values each setting may hold; anything else stored (an old or hand-edited value) is ignored. */
const ALLOWED: { [K in keyof DisplaySettings]: readonly DisplaySettings[K][] } = {
  isFluid: [true, false],
  isRTL: [true, false],
  isDark: [true, false],
  navbarPosition: NAVBAR_POSITIONS,
  isNavbarVerticalCollapsed: [true, false],
  navbarStyle: NAVBAR_STYLES,
};

/** The stored settings; a key never stored yet (or holding a value it cannot have) is written with its default. */
export function loadSettings(): DisplaySettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const value = readStored<unknown>(key, undefined);
    if ((ALLOWED[key] as readonly unknown[]).includes(value)) (settings as Record<string, unknown>)[key] = value;
    else writeStored(key, DEFAULT_SETTINGS[key]);
  }
  return settings;
}

export function saveSetting<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void {
  writeStored(key, value);
}

/**
 * The settings on <html>, as theme-boot.js sets them before the first paint: the direction, the
 * colour scheme, and the navigation's for the dashboard's plain first paint (styles.css).
 */
export function applyToDocument(settings: DisplaySettings): void {
  const root = document.documentElement;
  root.dir = settings.isRTL ? 'rtl' : 'ltr';
  root.dataset.theme = settings.isDark ? 'dark' : 'light';
  root.dataset.navbarPosition = settings.navbarPosition;
  root.dataset.navbarStyle = settings.navbarStyle;
  root.dataset.navbarCollapsed = String(settings.isNavbarVerticalCollapsed);
  root.dataset.fluid = String(settings.isFluid);
}

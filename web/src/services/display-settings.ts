import { readStored, writeStored } from './storage';

/** Display settings kept locally under the spec's keys (spec 3 and 9). */
export interface DisplaySettings {
  isFluid: boolean;
  isRTL: boolean;
  isDark: boolean;
  navbarPosition: 'vertical' | 'top';
  isNavbarVerticalCollapsed: boolean;
  navbarStyle: 'transparent' | 'inverted' | 'card' | 'vibrant';
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

/** The stored settings; a key never stored yet is written with its default, so all six persist. */
export function loadSettings(): DisplaySettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) {
    const value = readStored<DisplaySettings[typeof key] | undefined>(key, undefined);
    if (value === undefined) writeStored(key, DEFAULT_SETTINGS[key]);
    (settings as Record<string, unknown>)[key] = value ?? DEFAULT_SETTINGS[key];
  }
  return settings;
}

export function saveSetting<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void {
  writeStored(key, value);
}

/** The page direction and colour scheme on <html>, as theme-boot.js sets them before the first paint. */
export function applyToDocument(settings: DisplaySettings): void {
  document.documentElement.dir = settings.isRTL ? 'rtl' : 'ltr';
  document.documentElement.dataset.theme = settings.isDark ? 'dark' : 'light';
}

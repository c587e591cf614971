import { ConfigProvider, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useDisplaySettings } from './display-settings';

/** Spec 9's breakpoints: sm 576, md 768, lg 992, xl 1200, xxl 1540 (antd checks each Min/Max pair). */
const BREAKPOINTS = {
  screenXSMax: 575,
  screenSM: 576,
  screenSMMin: 576,
  screenSMMax: 767,
  screenMD: 768,
  screenMDMin: 768,
  screenMDMax: 991,
  screenLG: 992,
  screenLGMin: 992,
  screenLGMax: 1199,
  screenXL: 1200,
  screenXLMin: 1200,
  screenXLMax: 1539,
  screenXXL: 1540,
  screenXXLMin: 1540,
};

/**
 * Colours that keep text at WCAG AA contrast (4.5:1) in both themes, as axe checks every route
 * (e2e/a11y.browser-spec.ts). antd's defaults fall short: its blue, red and green on white (4.1, 3.3,
 * 2.1), the secondary text (0.45 alpha: 3.4), a tag's text on its tint, white on a ribbon. The
 * brand blue is darkened a step for the light theme. Dark needs two blues: antd darkens every seed,
 * so a fill that carries white text cannot also be read as text on the dark page; links and the
 * active tab take a light blue, the buttons keep the darker one.
 */
const BRAND = '#1a6ad4';
const DARK_LINK = '#6aa7f2';
/** antd's preset colours (Tag color="green", Badge.Ribbon color="orange"...). */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];
/** Palette steps, as antd names them (green1..green10: light to dark in the light theme, dark to light in the dark one). */
const palette = (dark: boolean) =>
  theme.getDesignToken({ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm });
/** Each preset's step `from` painted with its step `to`. */
const presetsShifted = (from: number, to: number, dark: boolean) => {
  const steps = palette(dark) as unknown as Record<string, string>;
  return Object.fromEntries(PRESETS.map((key) => [`${key}${from}`, steps[`${key}${to}`]]));
};
const LIGHT_THEME = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorLink: BRAND,
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    // A tag's text is its preset's step 7 on step 1; a ribbon's white text sits on step 6.
    Tag: presetsShifted(7, 9, false),
    Badge: presetsShifted(6, 9, false),
    // The switch's Light/LTR text is white on the off track.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.6)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
    // An empty table's text ('No referrals yet') is painted as disabled.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
const DARK_THEME = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorLink: DARK_LINK,
    colorError: '#ff7875',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
  components: {
    Badge: presetsShifted(6, 4, true),
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
    Tabs: { itemSelectedColor: DARK_LINK, itemHoverColor: DARK_LINK, itemActiveColor: DARK_LINK },
    Pagination: { itemActiveColor: DARK_LINK },
    // The light red reads on the dark page; a filled danger button then takes dark text.
    Button: { dangerColor: '#141414' },
  },
};

/** No animations for visitors who ask for reduced motion (and in component tests, where nothing animates). */
const NO_MOTION =
  import.meta.env.MODE === 'test' ||
  (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * Ant Design's theme (dark or light, right-to-left, spec 9's breakpoints) around the parts that use
 * antd. It is its own module, loaded with the first such part: the landing page uses none, so a
 * first visit does not load antd's style engine at all.
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  const { settings } = useDisplaySettings();
  const themeConfig = useMemo(() => {
    const colours = settings.isDark ? DARK_THEME : LIGHT_THEME;
    return {
      algorithm: settings.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { ...colours.token, borderRadius: 6, motion: !NO_MOTION, ...BREAKPOINTS },
      components: colours.components,
    };
  }, [settings.isDark]);
  return (
    <ConfigProvider theme={themeConfig} direction={settings.isRTL ? 'rtl' : 'ltr'}>
      {children}
    </ConfigProvider>
  );
}

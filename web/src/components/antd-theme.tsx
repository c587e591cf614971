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
  const themeConfig = useMemo(
    () => ({
      algorithm: settings.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: '#2c7be5', borderRadius: 6, motion: !NO_MOTION, ...BREAKPOINTS },
    }),
    [settings.isDark],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={settings.isRTL ? 'rtl' : 'ltr'}>
      {children}
    </ConfigProvider>
  );
}

import { Switch } from 'antd';
import { useDisplaySettings } from './display-settings';
import { FRAME_TEXT } from '../texts/frame';

/** The dark/light switch of the navbars (spec 2), persisted as isDark. */
export function ThemeSwitch() {
  const { settings, setSetting } = useDisplaySettings();
  return (
    <Switch
      checked={settings.isDark}
      onChange={(checked) => setSetting('isDark', checked)}
      checkedChildren={FRAME_TEXT.dark}
      unCheckedChildren={FRAME_TEXT.light}
      aria-label={FRAME_TEXT.darkMode}
      data-testid="theme-switch"
    />
  );
}

/** Right-to-left, persisted as isRTL. */
export function DirectionSwitch() {
  const { settings, setSetting } = useDisplaySettings();
  return (
    <Switch
      checked={settings.isRTL}
      onChange={(checked) => setSetting('isRTL', checked)}
      checkedChildren={FRAME_TEXT.rtl}
      unCheckedChildren={FRAME_TEXT.ltr}
      aria-label={FRAME_TEXT.rightToLeft}
      data-testid="rtl-switch"
    />
  );
}

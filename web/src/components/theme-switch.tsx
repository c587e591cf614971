import { Switch } from 'antd';
import { useDisplaySettings } from './display-settings';

/** The dark/light switch of the navbars (spec 2), persisted as isDark. */
export function ThemeSwitch() {
  const { settings, setSetting } = useDisplaySettings();
  return (
    <Switch
      checked={settings.isDark}
      onChange={(checked) => setSetting('isDark', checked)}
      checkedChildren="Dark"
      unCheckedChildren="Light"
      aria-label="Dark mode"
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
      checkedChildren="RTL"
      unCheckedChildren="LTR"
      aria-label="Right to left"
      data-testid="rtl-switch"
    />
  );
}

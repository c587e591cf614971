import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useDisplaySettings } from '../../../../components/display-settings';
import { LANDING_TEXT } from '../../../../texts';

/**
 * The landing page's controls in plain HTML and CSS (styles.css, `.lb` and `.lswitch`), styled like
 * antd's: the first page a visitor loads then needs no component library code to render.
 */
type Look = { primary?: boolean; text?: boolean; large?: boolean; circle?: boolean };

const classes = ({ primary, text, large, circle }: Look, extra?: string) =>
  ['lb', primary && 'lb-primary', text && 'lb-text', large && 'lb-large', circle && 'lb-circle', extra]
    .filter(Boolean)
    .join(' ');

export function LightButton({
  primary,
  text,
  large,
  circle,
  className,
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={classes({ primary, text, large, circle }, className)} {...props} />;
}

export function LightLink({ primary, text, large, className, ...props }: Look & LinkProps) {
  return <Link className={classes({ primary, text, large }, className)} {...props} />;
}

/** The dark/light switch (spec 2), persisted as isDark. */
export function LightThemeSwitch() {
  const { settings, setSetting } = useDisplaySettings();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={settings.isDark}
      aria-label={LANDING_TEXT.darkMode}
      className="lswitch"
      data-testid="theme-switch"
      onClick={() => setSetting('isDark', !settings.isDark)}
    >
      <span className="lswitch-knob" aria-hidden="true" />
      <span className="lswitch-label">{settings.isDark ? LANDING_TEXT.dark : LANDING_TEXT.light}</span>
    </button>
  );
}

import { TEXT } from '../../../../texts';
import { SETTINGS_TEXT } from '../../../../texts/dashboard';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari; iOS also says Mac OS X.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A session's device as a person names it ("Firefox on Windows"), else its user agent as it came. */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return SETTINGS_TEXT.deviceOn(browser, system);
  return browser ?? system ?? (userAgent.trim() || TEXT.unknownDevice);
}

// Types of chromium.mjs, for the TypeScript that imports it (e2e/support/browser.ts, the jest run).
interface ChromiumOptions {
  env?: Record<string, string | undefined>;
  candidates?: (string | undefined)[];
  debian?: boolean;
  root?: boolean;
}
export declare const CHROMIUM_FLAGS: string[];
export declare const DEBIAN_CHROMIUM: string;
export declare function findChromium(options?: ChromiumOptions): string | undefined;
export declare function canInstallWithApt(options?: ChromiumOptions): boolean;
export declare function installHint(options?: ChromiumOptions): string;
export declare function findOrInstallChromium(options?: ChromiumOptions): string;

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pngPicture } from '@earnwave/testing';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOTS } from './browser';
import { inBrowser } from './web-journeys';

/**
 * A valid RGB PNG of `width` × `height`: a diagonal gradient crossed by white stripes, so a
 * screenshot tells the picture from a blurred stand-in at a glance.
 */
export function stripedPng(width = 160, height = 100): Buffer {
  return pngPicture(width, height, (x, y) =>
    Math.floor((x + y) / 12) % 4 === 0
      ? [255, 255, 255]
      : [Math.round((255 * x) / width), 90, Math.round((255 * y) / height)],
  );
}

/** What these helpers read of an image element (the type program here has no DOM types). */
interface ImageElement {
  complete: boolean;
  naturalWidth: number;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: boolean }): void;
}

/** The CSS filter the browser applies to an element, as computed. */
export function computedFilter(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const view = globalThis as unknown as { getComputedStyle(element: unknown): { filter: string } };
    return view.getComputedStyle(element).filter;
  });
}

/** Waits until the image has loaded or failed, and answers its natural width (0 for a broken image). */
export function loadedWidth(image: Locator): Promise<number> {
  return image.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const img = element as unknown as ImageElement;
        const done = () => resolve(img.naturalWidth);
        if (img.complete) return done();
        img.addEventListener('load', done, { once: true });
        img.addEventListener('error', done, { once: true });
      }),
  );
}

/** Lets the page render two frames, so a state change a click made (an opened modal) is on screen. */
export function twoFrames(page: Page): Promise<unknown> {
  return inBrowser(page, 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/**
 * A screenshot of what the window shows (test-results/screenshots). Not browser.ts's full-page
 * one: while Chromium captures beyond the viewport its media queries briefly match a phone's
 * width, and the shot could catch the side menu half-way through collapsing, a layout no user
 * ever sees (checked with matchMedia listeners; the window itself stays 1280 wide).
 */
export async function viewportShot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  // Modals and toasts shown at the end of their opening animation.
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

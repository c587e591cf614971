import type { Locator, Page } from 'playwright-core';

/** What the type program knows of an element here (it has no DOM types). */
interface FocusableElement {
  ownerDocument: { activeElement: unknown };
  contains(other: unknown): boolean;
}

/** Whether `locator`'s element has the keyboard focus (or, with `within`, holds it). */
export function hasFocus(locator: Locator, within = false): Promise<boolean> {
  return locator.evaluate((element, inside) => {
    const el = element as unknown as FocusableElement;
    const active = el.ownerDocument.activeElement;
    return inside ? el.contains(active) : active === element;
  }, within);
}

/** The focused element, in a few words (its tag, name and text), for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(
    `(() => { const e = document.activeElement; if (!e || e === document.body) return 'nothing (the page)';
      return '<' + e.tagName.toLowerCase() + '> ' + (e.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 60); })()`,
  ) as Promise<string>;
}

/** Fails unless `locator` has the focus (or, with `within`, holds it), saying what has it instead. */
export async function expectFocus(locator: Locator, what: string, within = false): Promise<void> {
  // Focus moves after the frame that opened or closed something: give it a moment.
  const deadline = Date.now() + 3_000;
  while (!(await hasFocus(locator, within))) {
    if (Date.now() > deadline)
      throw new Error(`focus should be on ${what}, it is on ${await describeFocus(locator.page())}`);
    await locator.page().waitForTimeout(50);
  }
}

/**
 * Presses Tab (or `key`: Shift+Tab, an arrow) until `target` has the focus, as someone without a
 * mouse reaches a control; fails after `max` presses, so a control the keys cannot reach fails.
 */
export async function tabTo(target: Locator, what: string, { key = 'Tab', max = 60 } = {}): Promise<void> {
  const page = target.page();
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await hasFocus(target))) {
    throw new Error(`${what} was not reached in ${max} presses of ${key}; focus is on ${await describeFocus(page)}`);
  }
}

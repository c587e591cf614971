import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './media';

// Pages load lazily and antd renders a lot: give queries time on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs antd and the viewer touch.
fakeMatchMedia();
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause() {};
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  getComputedStyle(element, pseudo ? undefined : pseudo);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

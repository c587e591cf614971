/**
 * window.matchMedia for jsdom (which has none): `matches` answers each media query, e.g.
 * `(query) => /min-width/.test(query)` for a wide screen. Nothing listens for changes.
 */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

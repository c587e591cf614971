import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { getUser } from './services/session';

// The app, which main.tsx starts.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (public/sw.js): the shell from the device on the next visit, offline and
// installable. For members (a stored session): a first-time visitor's landing page would only pay
// for its install (Lighthouse counted 0.6 s more of blocking time). Built apps only (the dev
// server's modules change under it), once the page has loaded (main.tsx may start the app after
// that). Once it runs, it is told which built files this page loaded before it had taken the page.
if (import.meta.env.PROD && 'serviceWorker' in navigator && getUser()) {
  afterLoad(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /^\/assets\/[\w.-]+$/.test(url.pathname))
          .map((url) => url.pathname);
        registration.active?.postMessage({ loaded });
      })
      .catch(() => undefined);
  });
}

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}

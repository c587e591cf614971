// index.html's first paints are styled by the app's styles: in the page's head, before any script.
import './styles.css';

declare global {
  interface Window {
    /** theme-boot.js: settles once it has painted the dashboard's balance on index.html's card, or will not. */
    __bootFigure?: Promise<unknown>;
  }
}

/** The longest the app waits for that figure (a slow answer must not hold the app back). */
const FIGURE_WAIT_MS = 1000;

/**
 * The app (start.tsx) runs once index.html's dashboard card shows the balance theme-boot.js asked
 * for, and a frame has painted it. On a phone the app's script holds the main thread for over half
 * a second when it runs: run first, it kept the figure, whose answer had come, off the screen
 * until it was done (1.2 s to 1.8 s on a next visit). Its file is fetched meanwhile all the same
 * (index.html preloads it, vite.config.ts). Elsewhere there is nothing to wait for.
 */
const figure = window.__bootFigure;
const figureShown = figure
  ? Promise.race([figure, new Promise((resolve) => setTimeout(resolve, FIGURE_WAIT_MS))]).then(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    )
  : Promise.resolve();
// Imports nothing else of the app's: a module shared with it would put the app in this file's chunk.
void figureShown.then(() => import('./start'));

import { whenBrowserIdle } from './when-browser-idle';

/**
 * How long the extras wait at most for a first screen that is never said to be drawn (its data failed, or the
 * user left for another page before it came): they load anyway, a little later.
 */
const FIRST_SCREEN_WAIT_CAP_MS = 4000;

let drawn = false;
/** Whether the page opened from the address says itself when its first screen is drawn (app/first-screen.ts). */
let claimed = false;
const waiting = new Set<() => void>();

/**
 * The page opened from the address draws its first screen from data (home's greeting, the quote's price): the
 * frame's extras wait for it to say so, not for its code to render a placeholder.
 */
export function claimFirstScreen(): void {
  claimed = true;
}

/** The first screen is on screen: what waited for it goes ahead. */
export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const run of [...waiting]) run();
}

/** A page rendered under the frame: the first screen, unless the page opened from the address claimed it. */
export function markPageDrawn(): void {
  if (!claimed) markFirstScreenDrawn();
}

/** Runs `callback` once the first screen is drawn (at the latest after the cap); returns the way to cancel. */
export function whenFirstScreenDrawn(callback: () => void): () => void {
  if (drawn) {
    callback();
    return () => {};
  }
  const cancel = () => {
    window.clearTimeout(timer);
    waiting.delete(run);
  };
  const run = () => {
    cancel();
    callback();
  };
  const timer = window.setTimeout(run, FIRST_SCREEN_WAIT_CAP_MS);
  waiting.add(run);
  return cancel;
}

/**
 * Runs `callback` at the browser's first idle moment after the first screen is drawn. Loaded at the first idle
 * moment alone, the frame's overlays came while the page's code and data were on their way, ahead of the page's
 * largest text, and Lighthouse counted their download and their work before it (bench/README.md "Session 35").
 */
export function whenFirstScreenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const cancelWait = whenFirstScreenDrawn(() => {
    cancelIdle = whenBrowserIdle(callback);
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}

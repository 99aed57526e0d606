import { useEffect, useState } from 'react';

/** How long to wait for an idle moment before going ahead anyway (a busy page still gets its extras). */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari), a short wait after the first render instead. */
const FALLBACK_DELAY_MS = 200;

/** Runs `callback` at the browser's next idle moment (at the latest after IDLE_TIMEOUT_MS); returns the way to cancel. */
export function whenBrowserIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/**
 * False on the first render, true once the browser has had an idle moment after it: for parts a first screen
 * can do without (with LoadWhenNeeded, their code is fetched after the first screen's, not alongside it).
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenBrowserIdle(() => setIdle(true)), []);
  return idle;
}

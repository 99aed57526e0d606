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

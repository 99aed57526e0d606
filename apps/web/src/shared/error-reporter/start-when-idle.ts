import { setCallObserver, type CallOutcome } from '../api';
import { whenBrowserIdle } from '../loading/when-browser-idle';
import { listenToWindowEvents } from './window-events';

/** What happened before the reporter loaded, kept to hand over: a page that fails at once still reports it. */
type Early = { call: CallOutcome } | { event: Event };
/** Enough for a page that fails at start; a flood beyond it adds nothing the first ones did not say. */
const EARLY_LIMIT = 50;

/**
 * Starts error reporting at the browser's first idle moment: the reporter and its calls' code are not part of the
 * first download. Until they have loaded, the calls' outcomes and the window's error events are kept, then
 * handed to the reporter as if it had seen them.
 */
export function startErrorReportingWhenIdle(): void {
  const early: Early[] = [];
  const keep = (entry: Early) => {
    if (early.length < EARLY_LIMIT) early.push(entry);
  };
  setCallObserver((call) => keep({ call }));
  const stopKeeping = listenToWindowEvents((event) => keep({ event }));
  whenBrowserIdle(() => {
    void import('./start').then(({ startErrorReporting, recordWindowEvent }) => {
      stopKeeping();
      const { reporter } = startErrorReporting();
      for (const entry of early.splice(0)) {
        if ('call' in entry) reporter.observeCall(entry.call);
        else recordWindowEvent(reporter, entry.event);
      }
    });
  });
}

import { RESOURCE_MISS_EVENT } from '../i18n/resources';
import { listenToWindowEvents } from './window-events';
import type { ErrorReporter } from './error-reporter';

const describe = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** The URL of an element that failed to load (a script, a stylesheet, an image). */
function resourceOf(target: EventTarget | null): string | undefined {
  if (target instanceof HTMLScriptElement || target instanceof HTMLImageElement) return target.src;
  if (target instanceof HTMLLinkElement) return target.href;
  return undefined;
}

/**
 * Records one event of the window: an uncaught error (SyncError), an unhandled rejection (AsyncError), or an asset
 * or lazily loaded chunk that failed to load (ResourceMiss). Others are ignored.
 */
export function recordWindowEvent(reporter: ErrorReporter, event: Event): void {
  switch (event.type) {
    case 'error': {
      const resource = resourceOf(event.target);
      if (resource !== undefined) {
        reporter.record({ type: 'ResourceMiss', message: `Failed to load ${resource}` });
        return;
      }
      if (event instanceof ErrorEvent) {
        const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
        reporter.record({ type: 'SyncError', message: `${describe(event.error ?? event.message)}${where}` });
      }
      return;
    }
    case 'unhandledrejection':
      reporter.record({ type: 'AsyncError', message: describe((event as PromiseRejectionEvent).reason) });
      return;
    // Vite's signal that a lazily loaded chunk could not be fetched (a deploy replaced it, the network dropped).
    case 'vite:preloadError': {
      const payload = (event as Event & { payload?: unknown }).payload;
      reporter.record({
        type: 'ResourceMiss',
        message: describe(payload ?? 'A lazily loaded module failed to load'),
      });
      return;
    }
    // Our own lazily loaded resources (text packs) say so when they miss.
    case RESOURCE_MISS_EVENT:
      reporter.record({ type: 'ResourceMiss', message: describe((event as CustomEvent<unknown>).detail) });
  }
}

/** Feeds the reporter from the window's events (recordWindowEvent). Returns the way to stop. */
export function watchGlobalErrors(reporter: ErrorReporter, target: Window = window): () => void {
  return listenToWindowEvents((event) => recordWindowEvent(reporter, event), target);
}

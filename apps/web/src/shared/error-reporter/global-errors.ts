import { RESOURCE_MISS_EVENT } from '../i18n/resources';
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
 * Feeds the reporter from the window: uncaught errors (SyncError), unhandled rejections (AsyncError), and
 * assets or lazily loaded chunks that failed to load (ResourceMiss). Returns the way to stop.
 */
export function watchGlobalErrors(reporter: ErrorReporter, target: Window = window): () => void {
  const onError = (event: Event) => {
    const resource = resourceOf(event.target);
    if (resource !== undefined) {
      reporter.record({ type: 'ResourceMiss', message: `Failed to load ${resource}` });
      return;
    }
    if (event instanceof ErrorEvent) {
      const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
      reporter.record({ type: 'SyncError', message: `${describe(event.error ?? event.message)}${where}` });
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.record({ type: 'AsyncError', message: describe(event.reason) });
  };
  // Vite's signal that a lazily loaded chunk could not be fetched (a deploy replaced it, the network dropped).
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    reporter.record({
      type: 'ResourceMiss',
      message: describe(payload ?? 'A lazily loaded module failed to load'),
    });
  };
  // Our own lazily loaded resources (text packs) say so when they miss.
  const onResourceMiss = (event: Event) => {
    reporter.record({ type: 'ResourceMiss', message: describe((event as CustomEvent<unknown>).detail) });
  };
  // Capture phase: load errors of elements do not bubble to the window.
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener(RESOURCE_MISS_EVENT, onResourceMiss);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener(RESOURCE_MISS_EVENT, onResourceMiss);
  };
}

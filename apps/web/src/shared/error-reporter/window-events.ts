import { RESOURCE_MISS_EVENT } from '../i18n/resources';

/** The window events the reporter reads (global-errors.ts); load errors of elements do not bubble, so 'error' is captured. */
const windowEvents = [
  { type: 'error', capture: true },
  { type: 'unhandledrejection', capture: false },
  { type: 'vite:preloadError', capture: false },
  { type: RESOURCE_MISS_EVENT, capture: false },
] as const;

/** Calls `listener` with each window event worth reporting; returns the way to stop. */
export function listenToWindowEvents(listener: (event: Event) => void, target: Window = window): () => void {
  for (const { type, capture } of windowEvents) target.addEventListener(type, listener, capture);
  return () => {
    for (const { type, capture } of windowEvents) target.removeEventListener(type, listener, capture);
  };
}

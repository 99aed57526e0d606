import { lazy } from 'react';
import { LoadWhenNeeded } from './load-when-needed';
import { useBrowserIdle } from './use-browser-idle';

const NotificationsWatch = lazy(async () => ({
  default: (await import('./notifications-watch')).NotificationsWatch,
}));

/**
 * Watches for toasts from the browser's first idle moment on: no first screen shows one, and the toasts' store
 * is not part of the first download. One raised before then waits in the store and shows once this has loaded.
 */
export function DeferredNotifications() {
  return (
    <LoadWhenNeeded needed={useBrowserIdle()}>
      <NotificationsWatch />
    </LoadWhenNeeded>
  );
}

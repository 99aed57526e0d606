import { lazy } from 'react';
import { useNotifications } from '@mantine/notifications';
import { LoadWhenNeeded } from './load-when-needed';

const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

/** The toast container, loaded with the first toast (the store it reads is small; the container is not). */
export function NotificationsWatch() {
  const needed = useNotifications().notifications.length > 0;
  return (
    <LoadWhenNeeded needed={needed}>
      <NotificationsContainer />
    </LoadWhenNeeded>
  );
}

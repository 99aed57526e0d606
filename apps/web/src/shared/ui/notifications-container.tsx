import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { limits } from '@lantau/contract';

/** Mantine's toast container (its own module so that it can load apart from the notifications store). */
export function NotificationsContainer() {
  return <Notifications position="top-center" limit={limits.inAppNotificationMaxVisible} />;
}

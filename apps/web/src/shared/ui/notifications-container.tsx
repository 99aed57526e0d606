import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { limits } from '@lantau/contract';

/**
 * Mantine's toast container (its own module so that it can load apart from the notifications store). Notices
 * stand in the bottom-right corner, away from the header's menus and the pages' own navigation: at the top they
 * covered the menu entries under them, and a notice under the pointer stays open (its time-out pauses on hover),
 * so a pushed message could keep a link out of reach until it was closed.
 */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" limit={limits.inAppNotificationMaxVisible} />;
}

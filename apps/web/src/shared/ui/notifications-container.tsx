import '@mantine/notifications/styles.layer.css';
import { useEffect } from 'react';
import { Notifications } from '@mantine/notifications';
import { limits } from '@lantau/contract';
import { useNoticesPosition } from './notices-placement';
import './notifications-container.css';

/** Below Mantine's popovers and menus (300), above its dialogs (200): a menu the user opens covers a notice. */
const NOTICES_Z_INDEX = 250;

/**
 * Mantine's toast container (its own module so that it can load apart from the notifications store). Notices
 * stand at the top right, just under the page's header while it shows: at the top centre they covered the
 * header's menu, and at the bottom right an order's notices covered the trade ticket's Review button for five
 * seconds (a notice under the pointer stays open: its time-out pauses on hover). A menu or the user menu opened
 * from the header draws over them. A page working in the right half of a wide screen moves them to the bottom
 * left (notices-placement.ts).
 */
export function NotificationsContainer() {
  useHeaderBottomVariable();
  const position = useNoticesPosition();
  return (
    <Notifications
      position={position}
      zIndex={NOTICES_Z_INDEX}
      className="app-notices"
      limit={limits.inAppNotificationMaxVisible}
    />
  );
}

/**
 * Keeps `--app-header-bottom` on the document at the header's bottom edge on the screen (0 once scrolled out of
 * sight), so that the notices start under it (notifications-container.css).
 */
function useHeaderBottomVariable() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = document.querySelector('header');
      const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      document.documentElement.style.setProperty('--app-header-bottom', `${bottom}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
}

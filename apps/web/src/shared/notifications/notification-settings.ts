import { z } from 'zod';
import { createLocalSettings } from '../storage/local-settings';

/**
 * The notification switches of spec section 3 (local-only): which message types the message-center socket
 * subscribes to beyond the ones always on (subscribe, inform, announce; spec section 7), and whether pushes
 * also raise a browser notification. The settings page edits them; the message socket reads them.
 */
const notificationSettings = createLocalSettings('notificationSettings', () =>
  z.object({
    system: z.boolean().catch(true),
    trade: z.boolean().catch(true),
    market: z.boolean().catch(true),
    /** Browser notifications, where the browser allows them (asked when the user switches this on). */
    browser: z.boolean().catch(false),
  }),
);

export type NotificationSwitch = 'system' | 'trade' | 'market' | 'browser';
export const readNotificationSettings = notificationSettings.read;
export const useNotificationSwitch = (name: NotificationSwitch) => notificationSettings.useSetting(name);

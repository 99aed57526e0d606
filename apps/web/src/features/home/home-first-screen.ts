import type { QueryClient } from '@tanstack/react-query';
import { brokerConfigurationsQuery } from '../../shared/broker';
import { dividendsQuery } from '../dividends';
import { iposQuery } from '../ipo';
import { latestAnnouncementsQuery } from './api/get-announcements';
import { userProfileQuery } from './api/get-user-profile';
import { dividendRemindersOn, ipoRemindersOn, reminderKeys } from './reminders';

/**
 * Asks for what home's first screen waits for (its placeholder stays until the profile, the reminders and the
 * announcements are in), with the same queries its hooks read, as soon as the stored session and the broker are
 * known (app/first-screen.ts): asked for by the page, they waited for the frame, the texts and the page's own
 * code to load first, one round trip after the other. A failure is left to the page's hooks, which ask again.
 */
export async function prefetchHomeFirstScreen(
  queryClient: QueryClient,
  { userID, brokerCode }: { userID: string; brokerCode: string },
): Promise<void> {
  void queryClient.prefetchQuery(userProfileQuery(userID));
  void queryClient.prefetchQuery(latestAnnouncementsQuery);
  const config = await queryClient
    .fetchQuery(brokerConfigurationsQuery(brokerCode, reminderKeys))
    .catch(() => undefined);
  if (dividendRemindersOn(config)) void queryClient.prefetchQuery(dividendsQuery(userID));
  if (ipoRemindersOn(config)) void queryClient.prefetchQuery(iposQuery(userID, 'OPEN'));
}

import type { ClientAnnouncement as Announcement, ClientDividend } from '@lantau/contract';
import { readPreferences, reminderDue } from '../../shared/preferences';

/** The dividends waiting for the client's choice, and the first of their deadlines (business dates sort as text). */
export function dividendsToElect(dividends: readonly ClientDividend[]) {
  const waiting = dividends.filter((item) => item.canElect && item.election === null);
  const deadlines = waiting.map((item) => item.announcement.electionDeadline).sort();
  return { count: waiting.length, firstDeadline: deadlines[0] };
}

/**
 * The announcement to remind of: the newest, when it came after the client last put this reminder away (and the
 * no-remind days of settings have passed since), so one announcement is not announced twice.
 */
export function announcementToRemind(
  announcements: readonly Announcement[],
  now = Date.now(),
): Announcement | undefined {
  const newest = announcements[0];
  if (!newest || !reminderDue('announcement', now)) return undefined;
  const dismissed = readPreferences().dismissedAt.announcement;
  return dismissed === undefined || Date.parse(newest.publishedAt) > dismissed ? newest : undefined;
}

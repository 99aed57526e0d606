import type {
  BrokerConfigEntry,
  ClientAnnouncement as Announcement,
  ClientDividend,
  Ipo,
} from '@lantau/contract';
import { configValue } from '../../shared/broker';
import { readPreferences, reminderDue } from '../../shared/preferences';

/** The broker's switches the reminders depend on. */
export const reminderKeys = ['WebDividendSelectionEnable', 'WebEIPOEnable'] as const;

/** Whether the dividends' reminder is on (the broker offers elections) and due (not put away for now). */
export function dividendRemindersOn(
  config: readonly BrokerConfigEntry[] | undefined,
  now = Date.now(),
): boolean {
  return configValue(config, 'WebDividendSelectionEnable') === true && reminderDue('dividendSelection', now);
}

/** Whether the new IPO's reminder is on (the broker offers e-IPO) and due. */
export function ipoRemindersOn(config: readonly BrokerConfigEntry[] | undefined, now = Date.now()): boolean {
  return configValue(config, 'WebEIPOEnable') === true && reminderDue('newIpo', now);
}

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

/**
 * The new IPO to remind of: the one open for subscription whose cut-off comes first (the most pressing), while
 * the no-remind days of settings have passed since the client last put this reminder away.
 */
export function ipoToRemind(ipos: readonly Ipo[], now = Date.now()): Ipo | undefined {
  if (!reminderDue('newIpo', now)) return undefined;
  const open = ipos.filter((ipo) => ipo.cashOpen || ipo.financedOpen);
  return open.sort((a, b) => Date.parse(a.cashCutoffAt) - Date.parse(b.cashCutoffAt))[0];
}

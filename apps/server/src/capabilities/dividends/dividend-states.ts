import type { DividendAnnouncementStatus } from '@lantau/contract';

// The life of an announcement: each status and the statuses it may move to. Every change goes through
// `assertAnnouncementTransition`; anything else is a bug and throws.

export const announcementTransitions: Readonly<
  Record<DividendAnnouncementStatus, readonly DividendAnnouncementStatus[]>
> = {
  /** Open; entitlements are provisional until the record date has passed. */
  ANNOUNCED: ['ENTITLED', 'CANCELLED'],
  /** Entitlements fixed; cancellable only while nothing is paid (the service checks the payments). */
  ENTITLED: ['PAID', 'CANCELLED'],
  PAID: [],
  CANCELLED: [],
};

/** Statuses in which clients may still elect and staff may still cancel. */
export const openStatuses: readonly DividendAnnouncementStatus[] = ['ANNOUNCED', 'ENTITLED'];

export function assertAnnouncementTransition(
  from: DividendAnnouncementStatus | null,
  to: DividendAnnouncementStatus,
): void {
  const allowed = from === null ? to === 'ANNOUNCED' : announcementTransitions[from].includes(to);
  if (!allowed) throw new Error(`dividend announcement: no transition from ${from ?? 'nothing'} to ${to}`);
}

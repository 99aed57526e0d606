import type { DividendAnnouncementStatus } from '@lantau/contract';
import { defineStateMachine } from '../../platform/workflow/state-machine';

// The life of an announcement: each status and the statuses it may move to. Every change goes through the
// announcements' state table (dividend-repository.ts), which checks it here; anything else is a bug and
// throws. ARCHITECTURE.md ("Dividends") shows the same table.

export const dividendAnnouncementStates = defineStateMachine<DividendAnnouncementStatus>(
  'dividend announcement',
  {
    initial: ['ANNOUNCED'],
    transitions: {
      /** Open; entitlements are provisional until the record date has passed. */
      ANNOUNCED: ['ENTITLED', 'CANCELLED'],
      /** Entitlements fixed; cancellable only while nothing is paid (the service checks the payments). */
      ENTITLED: ['PAID', 'CANCELLED'],
      PAID: [],
      CANCELLED: [],
    },
  },
);

/** Statuses in which clients may still elect and staff may still cancel. */
export const openStatuses: readonly DividendAnnouncementStatus[] = ['ANNOUNCED', 'ENTITLED'];

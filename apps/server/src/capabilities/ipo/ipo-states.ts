import { ipoStatuses, type IpoApplicationStatus, type IpoStatus } from '@lantau/contract';
import { defineStateMachine } from '../../platform/workflow/state-machine';

// The lives of an issue and of an application: each status and the statuses it may move to. Every change goes
// through the state tables (ipo-repository.ts), which check it here; anything else is a bug and throws.
// ARCHITECTURE.md ("IPO") prints both tables; a test compares them.

export const ipoIssueStates = defineStateMachine<IpoStatus>('IPO', {
  initial: ['DRAFT'],
  transitions: {
    /** Being prepared; publishing makes it UPCOMING (or OPEN when its open time has passed). */
    DRAFT: ['UPCOMING', 'OPEN', 'CANCELLED'],
    UPCOMING: ['OPEN', 'CANCELLED'],
    /** Clients apply, each type until its cut-off. */
    OPEN: ['CLOSED', 'CANCELLED'],
    /** Awaiting results (prepared by one member, approved by another). */
    CLOSED: ['ALLOTTED', 'CANCELLED'],
    /** Results out, money refunded, shares credited; the grey market runs the evening before listing. */
    ALLOTTED: ['LISTED', 'CANCELLED'],
    LISTED: [],
    CANCELLED: [],
  },
});

export const ipoApplicationStates = defineStateMachine<IpoApplicationStatus>('IPO application', {
  initial: ['RECEIVED'],
  transitions: {
    /** The total due on hold; the client may cancel until the type's cut-off. */
    RECEIVED: ['CANCELLED', 'LODGED', 'REJECTED', 'VOIDED'],
    CANCELLED: [],
    /** Debited (the loan drawn) at the cut-off and lodged with the exchange's platform. */
    LODGED: ['ALLOTTED', 'REJECTED', 'VOIDED'],
    /** Results in: unallotted money refunded, the loan repaid, shares credited. A cancelled listing voids it. */
    ALLOTTED: ['VOIDED'],
    REJECTED: [],
    /** The listing was cancelled: refunded in full, shares reversed. */
    VOIDED: [],
  },
});

/** Issues clients see: every one published (all but drafts). */
export const publishedStatuses: readonly IpoStatus[] = ipoStatuses.filter((status) => status !== 'DRAFT');

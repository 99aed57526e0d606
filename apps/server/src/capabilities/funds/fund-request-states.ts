import type { FundRequestStatus } from '@lantau/contract';
import { defineStateMachine } from '../../platform/workflow/state-machine';

// The fund request state machine (spec sections 3 and 4: PND, ACK, PTC, APV, CLS, CAN, REJ; the spec shows no
// transitions, these are Lantau's) as ONE table: each status and the statuses it may move to. Every change
// goes through the fund request state table (fund-transitions.ts), which checks it here; ARCHITECTURE.md
// ("Fund requests") shows the same table and a unit test keeps the two equal. Which step a request of each
// type takes is the service's (a withdrawal is approved only from ACK, after another member of staff prepared
// it; a deposit or an exchange above the broker's four-eyes amount goes the same way, below it straight from
// PND to APV).

const fundRequestTransitions: Readonly<Record<FundRequestStatus, readonly FundRequestStatus[]>> = {
  /** Submitted by the client; money leaving the account is already held. */
  PND: ['ACK', 'APV', 'PTC', 'REJ'],
  /**
   * The first pair of eyes took its step (a payment prepared; a deposit verified or an exchange processed above
   * the broker's four-eyes amount), and nothing has posted: waiting for another member's approval.
   */
  ACK: ['APV', 'PTC', 'REJ'],
  /** The client withdraws it: cancelled in the same transaction, its hold released. */
  PTC: ['CAN'],
  /** Approved: the money is being paid or credited (the journal posts as it moves on to CLS). */
  APV: ['CLS', 'REJ'],
  CLS: [],
  CAN: [],
  REJ: [],
};

/** The status a new request starts in. */
export const initialFundStatus: FundRequestStatus = 'PND';

export const fundRequestStates = defineStateMachine('fund request', {
  initial: [initialFundStatus],
  transitions: fundRequestTransitions,
});

/** The client may withdraw a request while it can still move to PTC (pending: PND or ACK). */
export const canCancelFundRequest = (status: FundRequestStatus): boolean =>
  fundRequestStates.allows(status, 'PTC');

import type { FundRequestStatus } from '@lantau/contract';

// The fund request state machine (spec sections 3 and 4: PND, ACK, PTC, APV, CLS, CAN, REJ; the spec shows no
// transitions, these are Lantau's) as ONE table: each status and the statuses it may move to. Every change
// goes through `assertFundTransition`; ARCHITECTURE.md ("Fund requests") shows the same table and a unit test
// keeps the two equal. Which step a request of each type takes is the service's (a withdrawal is approved
// only from ACK, after another member of staff prepared it; a deposit or an exchange above the broker's
// four-eyes amount goes the same way, below it straight from PND to APV).

export const fundRequestTransitions: Readonly<Record<FundRequestStatus, readonly FundRequestStatus[]>> = {
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

export class IllegalFundTransitionError extends Error {
  override name = 'IllegalFundTransitionError';
  constructor(
    readonly from: FundRequestStatus,
    readonly to: FundRequestStatus,
  ) {
    super(`a fund request may not move from ${from} to ${to}`);
  }
}

export function assertFundTransition(from: FundRequestStatus, to: FundRequestStatus): void {
  if (!fundRequestTransitions[from].includes(to)) throw new IllegalFundTransitionError(from, to);
}

/** The client may withdraw a request while it can still move to PTC (pending: PND or ACK). */
export const canCancelFundRequest = (status: FundRequestStatus): boolean =>
  fundRequestTransitions[status].includes('PTC');

export const isFinalFundStatus = (status: FundRequestStatus): boolean =>
  fundRequestTransitions[status].length === 0;

import type { ClientDividend, DividendElectionRequest, DividendOption } from '@lantau/contract';
import { dividendPayout, scripSharesOf } from '@lantau/domain';

/** What the election form holds before it is sent: the option and, for MIXED, how many shares take scrip. */
export interface ElectionDraft {
  option: DividendOption;
  mixedShares: number;
}

/** The form starts from the election already made, else all cash (the default) with half the shares ready for MIXED. */
export function initialDraft(item: ClientDividend): ElectionDraft {
  const election = item.election;
  return {
    option: election?.option ?? 'CASH',
    mixedShares: election?.option === 'MIXED' ? election.scripShares : Math.floor(item.sharesHeld / 2),
  };
}

/** MIXED needs some shares in scrip and some in cash: from 1 to one fewer than held (none with under 2 shares). */
export function mixedRange(sharesHeld: number): { min: number; max: number } | null {
  return sharesHeld >= 2 ? { min: 1, max: sharesHeld - 1 } : null;
}

/** Whether the draft can be sent as it stands (the server checks the same rule). */
export function isDraftValid(item: ClientDividend, draft: ElectionDraft): boolean {
  if (draft.option !== 'MIXED') return true;
  const range = mixedRange(item.sharesHeld);
  return (
    range !== null &&
    Number.isInteger(draft.mixedShares) &&
    draft.mixedShares >= range.min &&
    draft.mixedShares <= range.max
  );
}

/** What the client will receive under the draft, by the same payout rule the payment job uses. */
export interface ElectionPreview {
  /** Cash to the cent: the cash part and the scrip part's fraction of a share. */
  cash: string;
  newShares: number;
  /** What the new shares cost at the scrip price (added to the position's cost). */
  scripCost: string;
}

export function electionPreview(item: ClientDividend, draft: ElectionDraft): ElectionPreview {
  const payout = dividendPayout({
    sharesHeld: item.sharesHeld,
    cashRate: item.announcement.cashRate,
    scripPrice: item.announcement.scripPrice,
    scripShares: scripSharesOf(draft.option, item.sharesHeld, draft.mixedShares),
  });
  return {
    cash: payout.cashAmount.toFixed(2),
    newShares: payout.scripQuantity,
    scripCost: payout.scripCost.toFixed(2),
  };
}

/** The election request: a scrip share count only for MIXED (CASH and SCRIP need none). */
export function electionRequest(item: ClientDividend, draft: ElectionDraft): DividendElectionRequest {
  return {
    accountNumber: item.accountNumber,
    option: draft.option,
    ...(draft.option === 'MIXED' ? { scripShares: draft.mixedShares } : {}),
  };
}

// The election's Idempotency-Key follows the shared rule (a retry keeps it, a change gets a new one).
export { attemptFor, type IdempotentAttempt as ElectionAttempt } from '../../shared/api/idempotency-attempt';

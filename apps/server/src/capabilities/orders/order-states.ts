import type { OrderStatus } from '@lantau/contract';
import { defineStateMachine } from '../../platform/workflow/state-machine';

// The order state machine over the 15 status codes of spec section 3, as ONE table: each status and the
// statuses it may move to. Every status change goes through the order state table (order-context.ts), which
// checks it here; anything else is a bug and throws. ARCHITECTURE.md ("Orders") shows the same table.
// canAmend / canCancel are read from it.

const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  /** Registered by an operator for a client (not placed through the portal yet). */
  REG: ['PND', 'CAN'],
  /** Waiting for an operator's approval (not used by the portal yet). */
  PTA: ['APV', 'DIS'],
  APV: ['PND'],
  DIS: [],
  /** Inactive (a multi-day order outside its trading days; not used by the portal yet). */
  INA: ['PND', 'CAN'],
  /** Held by the platform until its condition triggers (conditional orders); PTC: the client cancels it. */
  HLD: ['PND', 'PTC', 'CAN', 'REJ'],
  /** Written on disk and being sent to the exchange. */
  PND: ['ACK', 'REJ', 'CAN'],
  ACK: ['PFL', 'FFL', 'PTC', 'PTR', 'CAN'],
  PFL: ['PFL', 'FFL', 'PTC', 'PTR', 'CAN', 'CLS'],
  /**
   * A cancel is on its way: fills may still arrive; the exchange's refusal returns the order to work (an OCO's
   * held leg, waiting on its partner's cancel, back to HLD).
   */
  PTC: ['PTC', 'CAN', 'CLS', 'FFL', 'ACK', 'PFL', 'HLD'],
  /** A reduction is on its way. */
  PTR: ['ACK', 'PFL', 'FFL', 'PTC', 'CAN', 'CLS'],
  /**
   * Done; a grey market order whose new issue's listing is cancelled is voided (CAN, LISTING_CANCELLED): its
   * trades reversed. The only way out of FFL and CLS, which stay final for everything else (isFinal).
   */
  FFL: ['CAN'],
  CAN: [],
  CLS: ['CAN'],
  REJ: [],
};

/** Statuses the exchange and the client no longer change (FFL and CLS move only when a listing is voided). */
const finalStatuses: ReadonlySet<OrderStatus> = new Set(['DIS', 'FFL', 'CAN', 'CLS', 'REJ']);

export const orderStates = defineStateMachine('order', {
  /** Placing writes an order to be sent (PND) or held until its condition triggers (HLD). */
  initial: ['PND', 'HLD'],
  transitions: orderTransitions,
});

/** Statuses in which the order still works (or is about to) at the exchange: reconciled at start-up. */
export const workingStatuses: readonly OrderStatus[] = ['PND', 'ACK', 'PFL', 'PTC', 'PTR'];

export const isFinal = (status: OrderStatus): boolean => finalStatuses.has(status);
/** A cancel may be asked for where the order may move to PTC, unless one is on its way already. */
export const canCancel = (status: OrderStatus): boolean =>
  status !== 'PTC' && orderTransitions[status].includes('PTC');
/**
 * An amendment may be asked for where the order may move to PTR (a pending reduction), and while the platform
 * holds it (HLD: nothing at the exchange to ask, the platform changes its own terms).
 */
export const canAmend = (status: OrderStatus): boolean =>
  status === 'HLD' || (status !== 'PTR' && orderTransitions[status].includes('PTR'));

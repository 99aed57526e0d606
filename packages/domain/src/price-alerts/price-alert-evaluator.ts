import type Decimal from 'decimal.js';
import {
  priceAlertConditionMet,
  type PriceAlertFrequency,
  type PriceAlertType,
  type PriceObservation,
} from './price-alert-rules';

// The evaluator: one alert's state and one observation of the price give whether it fires and its next state.
// An alert fires on an edge, when its condition becomes true (it was false, or never seen), not on every tick
// while it stays true. `armed` is "the condition was last seen false": a new, edited or re-enabled alert is
// armed, so one whose condition already holds fires on the first look. OFA fires once and is finished; OPD fires
// at most once per business date (an edge on a day it already fired is used up without firing); EFA fires on
// every edge. The server keeps this state in the database so a restart or a second node agrees with it.

export interface PriceAlertState {
  /** The condition was false (or not yet seen) at the last look: its next true look is an edge. */
  armed: boolean;
  /** The business date it last fired on. */
  lastFiredDate: string | null;
  /** OFA after firing: never fires again (until edited or re-enabled). */
  finished: boolean;
}

export interface PriceAlertTerms {
  type: PriceAlertType;
  frequency: PriceAlertFrequency;
  value: Decimal.Value;
}

export const newPriceAlertState = (): PriceAlertState => ({
  armed: true,
  lastFiredDate: null,
  finished: false,
});

export interface PriceAlertStep {
  fire: boolean;
  next: PriceAlertState;
}

export function stepPriceAlert(
  alert: PriceAlertTerms,
  state: PriceAlertState,
  observation: PriceObservation,
): PriceAlertStep {
  if (state.finished) return { fire: false, next: state };
  const met = priceAlertConditionMet(alert, observation);
  if (!met) return { fire: false, next: state.armed ? state : { ...state, armed: true } };
  if (!state.armed) return { fire: false, next: state };
  if (alert.frequency === 'OPD' && state.lastFiredDate === observation.businessDate)
    return { fire: false, next: { ...state, armed: false } };
  return {
    fire: true,
    next: {
      armed: false,
      lastFiredDate: observation.businessDate,
      finished: alert.frequency === 'OFA',
    },
  };
}

import {
  CONDITION_PRICE_FIELDS,
  isOnTick,
  parseConditionPrices,
  parsePriceUnits,
  triggerSideProblem,
  type ConditionPriceField,
  type OrderConditionPrices,
  type OrderProblem,
  type PriceUnits,
  type SpreadTable,
} from '@lantau/domain';
import type {
  OrderCondition as OrderConditionType,
  OrderConditionSpec,
  OrderSide,
  OrderType,
} from '@lantau/contract';
import { priceAboveMaximum } from '../../../shared/market-data';

// The conditional part of the ticket: which condition, its prices as typed, and what is wrong with them, on the
// domain's rules (the trigger on the right side of the current price, every price on the spread table).

/** Whether the ticket places a normal order or one the platform holds (or steers) by a condition. */
export type OrderKind = 'NORMAL' | 'CONDITIONAL';

/** The condition fields of the ticket, as typed. */
export type ConditionValues = {
  kind: OrderKind;
  conditionType: OrderConditionType;
} & Record<ConditionPriceField, string>;

export const EMPTY_CONDITION: ConditionValues = {
  kind: 'NORMAL',
  conditionType: 'STOP_LOSS_LIMIT',
  triggerPrice: '',
  secondTriggerPrice: '',
  secondPrice: '',
  chaseCap: '',
};

/** The prices the chosen condition asks for, in the order the ticket shows them. */
export function conditionFields(
  values: Pick<ConditionValues, 'kind' | 'conditionType'>,
): readonly ConditionPriceField[] {
  return values.kind === 'CONDITIONAL' ? CONDITION_PRICE_FIELDS[values.conditionType] : [];
}

/**
 * Order types a conditional order may be sent as: the market's limit types of continuous trading, and the US
 * market order (a trigger-market order's natural type). Auction and odd-lot orders are never held.
 */
export function conditionalOrderTypes(offered: readonly OrderType[]): OrderType[] {
  return offered.filter((type) => type !== 'AO' && type !== 'ALO' && type !== 'ODD');
}

/** The contract's condition of the ticket, or undefined for a normal order. */
export function conditionSpecOf(values: ConditionValues): OrderConditionSpec | undefined {
  if (values.kind !== 'CONDITIONAL') return undefined;
  const spec: OrderConditionSpec = { type: values.conditionType };
  for (const field of conditionFields(values)) spec[field] = values[field];
  return spec;
}

export interface ConditionProblem {
  field: ConditionPriceField;
  /** A reason of the domain, 'required' for a price not typed yet, 'tooHigh' past the contract's maximum. */
  problem: OrderProblem | 'required' | 'tooHigh';
}

/**
 * The problems of the condition's own prices: missing, off the spread table, or a trigger on the wrong side of
 * `current` (the last trade, else the previous close), each on its field. The prices, when all are good.
 */
export function conditionProblems(
  values: ConditionValues,
  side: OrderSide,
  table: SpreadTable,
  current: PriceUnits | undefined,
): { problems: ConditionProblem[]; prices?: OrderConditionPrices } {
  const fields = conditionFields(values);
  const problems: ConditionProblem[] = [];
  for (const field of fields) {
    const units = values[field] === '' ? null : parsePriceUnits(values[field]);
    if (values[field] === '') problems.push({ field, problem: 'required' });
    else if (priceAboveMaximum(values[field])) problems.push({ field, problem: 'tooHigh' });
    else if (units === null || !isOnTick(table, units)) problems.push({ field, problem: 'PRICE_STEP' });
  }
  if (values.kind !== 'CONDITIONAL' || problems.length > 0) return { problems };
  const prices = parseConditionPrices(values.conditionType, values)!;
  if (current !== undefined) {
    // Each trigger alone, so the tip shows on the one that is on the wrong side.
    for (const field of fields) {
      const alone = { type: prices.type, [field]: prices[field] };
      if (triggerSideProblem(alone, side, current) !== null)
        problems.push({ field, problem: 'TRIGGER_SIDE' });
    }
  }
  return { problems, prices };
}

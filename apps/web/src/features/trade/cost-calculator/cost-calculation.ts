import Decimal from 'decimal.js';
import { considerationOf, estimateFees, type FeeLineAmount } from '@lantau/domain';
import type { FeeSchedule, OrderSide } from '@lantau/contract';

export interface CostInput {
  side: OrderSide;
  /** 'amount': how many lots an amount buys (fees included for a buy); 'quantity': what a quantity costs. */
  mode: 'amount' | 'quantity';
  price: string;
  amount: string;
  quantity: string;
  lotSize: number;
  instrumentType?: string;
  schedule: FeeSchedule;
}

export interface CostResult {
  lots: number;
  quantity: number;
  consideration: string;
  fees: readonly FeeLineAmount[];
  totalFees: string;
  /** Consideration plus fees for a buy, minus fees for a sell. */
  total: string;
}

export type CostOutcome =
  | { kind: 'result'; result: CostResult }
  /** The amount does not cover one lot with its fees (spec section 5: 'amount covers at least one lot'). */
  | { kind: 'belowOneLot' }
  | { kind: 'incomplete' };

const positive = (text: string) => {
  try {
    const value = new Decimal(text);
    return value.isFinite() && value.gt(0) ? value : null;
  } catch {
    return null;
  }
};

function costOf(input: CostInput, quantity: number): CostResult {
  const consideration = considerationOf(input.price, quantity);
  const fees = estimateFees(input.schedule, {
    side: input.side,
    consideration,
    quantity,
    instrumentType: input.instrumentType,
  });
  const total = input.side === 'BUY' ? consideration.plus(fees.total) : consideration.minus(fees.total);
  return {
    lots: Math.floor(quantity / input.lotSize),
    quantity,
    consideration: consideration.toFixed(2),
    fees: fees.lines,
    totalFees: fees.total,
    total: total.toFixed(2),
  };
}

/**
 * The cost calculator: from an amount, the most whole lots it pays for (a buy's fees included); from a
 * quantity, its lots, fees and total. Exact decimals throughout, with the broker's fee schedule and the
 * domain's fee calculator, the same the server books trades with.
 */
export function calculateCost(input: CostInput): CostOutcome {
  const price = positive(input.price);
  const lot = Math.max(1, Math.floor(input.lotSize));
  if (!price) return { kind: 'incomplete' };
  if (input.mode === 'quantity') {
    const quantity = /^\d+$/.test(input.quantity) ? Number(input.quantity) : 0;
    return quantity > 0 ? { kind: 'result', result: costOf(input, quantity) } : { kind: 'incomplete' };
  }
  const amount = positive(input.amount);
  if (!amount) return { kind: 'incomplete' };
  let lots = amount.div(price.times(lot)).floor().toNumber();
  // Fees can push the top lot count over the amount: step down until it fits (a few steps at most).
  while (lots > 0 && input.side === 'BUY' && new Decimal(costOf(input, lots * lot).total).gt(amount))
    lots -= 1;
  return lots < 1 ? { kind: 'belowOneLot' } : { kind: 'result', result: costOf(input, lots * lot) };
}

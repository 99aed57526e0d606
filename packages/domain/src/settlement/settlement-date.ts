import { marketRuleSetOf, type MarketRuleSet, type OrderSide } from '../orders';
import { addTradingDays } from './business-dates';

// When a trade settles: the day unsettled cash becomes available and bought shares become the client's. HK
// T+2, US T+1, China A-shares through Stock Connect: securities on T, cash on T+1; China B-shares T+3; other
// markets T+2. Counted in the market's trading days.

export type SettlementAsset = 'cash' | 'security';

/** Trading days from trade date to settlement, by rule set and asset. */
export const SETTLEMENT_CYCLES: Readonly<Record<MarketRuleSet, Readonly<Record<SettlementAsset, number>>>> = {
  HK: { cash: 2, security: 2 },
  US: { cash: 1, security: 1 },
  CN_A: { cash: 1, security: 0 },
  CN_B: { cash: 3, security: 3 },
  OTHER: { cash: 2, security: 2 },
};

/**
 * The settlement date of one leg of a trade. The side is part of the question because brokers may settle a
 * side differently; the markets modelled settle both sides alike.
 */
export function settlementDate(
  market: string,
  tradeDate: string,
  _side: OrderSide,
  asset: SettlementAsset,
): string {
  return addTradingDays(market, tradeDate, SETTLEMENT_CYCLES[marketRuleSetOf(market)][asset]);
}

/** A- and B-shares bought today cannot be sold today (no day trading). */
export function sellableSameDay(market: string): boolean {
  const ruleSet = marketRuleSetOf(market);
  return ruleSet !== 'CN_A' && ruleSet !== 'CN_B';
}

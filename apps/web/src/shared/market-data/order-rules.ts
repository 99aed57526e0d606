import {
  entryPhaseOf,
  instrumentOrderRules,
  marketRuleSetOf,
  parsePriceUnits,
  priceDecimalsOf,
  SPREAD_TABLES,
  type BrokerLotSizes,
  type InstrumentOrderRules,
  type LiveQuote,
  type SpreadTable,
} from '@lantau/domain';
import { exceedsDecimal, maxPrice, maxShareQuantity, type Quote, type SpreadTableID } from '@lantau/contract';

// An instrument's order rules as the screens that check orders read them (the order ticket, the amend dialog, the
// cost calculator). The server names the table each instrument's prices step on (the quote's and the order's
// spreadTableID, chosen once by the domain's spreadTableIdOf), so every price stepper here walks the table the
// server checks prices on, and the domain's order checks run on the same facts as the server's.

/** A typed price past the contract's maximum: the server refuses it (E1000), whatever the market's rules. */
export function priceAboveMaximum(typed: string): boolean {
  return exceedsDecimal(typed, maxPrice);
}

/** A share quantity past the contract's maximum for one order. */
export function quantityAboveMaximum(quantity: number): boolean {
  return quantity > maxShareQuantity;
}

/** The spread table of a quote or an order. */
export function spreadTableOf(id: SpreadTableID): SpreadTable {
  return SPREAD_TABLES[id];
}

/** Decimal places a typed price may have: as fine as the table's finest step. */
export function priceDecimalsFor(id: SpreadTableID): number {
  return priceDecimalsOf(SPREAD_TABLES[id]);
}

const units = (text: string | null | undefined) => (text ? (parsePriceUnits(text) ?? undefined) : undefined);

/** The instrument's order rules from its quote and the broker's A/B lot sizes. */
export function rulesFromQuote(quote: Quote, brokerLots: BrokerLotSizes): InstrumentOrderRules {
  return instrumentOrderRules(
    marketRuleSetOf(quote.market),
    {
      lotSize: quote.lotSize,
      previousClose: units(quote.previousClose) ?? 0,
      instrumentType: quote.instrumentType,
      spreadTable: spreadTableOf(quote.spreadTableID),
    },
    brokerLots,
  );
}

/**
 * The streamed quote as the order checks read it. A delayed quote's phase and prices are those of a quarter of
 * an hour ago: judging an order now by them would refuse good orders, so the checks then leave those to the
 * server and keep only the day's references (in the instrument's rules).
 */
export function liveQuoteFromQuote(quote: Quote): LiveQuote {
  if (quote.delayed) return {};
  const prices = {
    previousClose: units(quote.previousClose),
    last: units(quote.nominal),
    bestBid: units(quote.bids[0]?.price),
    bestAsk: units(quote.asks[0]?.price),
    auctionReference: units((quote.pos ?? quote.cas)?.reference),
  };
  const phase = entryPhaseOf(quote.phase);
  return Object.fromEntries(
    Object.entries({ ...prices, phase }).filter(([, value]) => value !== undefined),
  ) as LiveQuote;
}

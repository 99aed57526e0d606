import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkOrder,
  instrumentOrderRules,
  ORDER_TYPES_BY_RULE_SET,
  SPREAD_TABLES,
  ticksAway,
  type LiveQuote,
  type MarketRuleSet,
  type OrderType as PortalOrderType,
  type TradingPhase,
} from '@lantau/domain';
import { aShareInstrument, hkInstrument, usInstrument } from './instruments';
import { ENGINE_ORDER_TYPE } from './order-checks';
import { otherMarketInstrument } from './universe';
import { px, recordingBook } from './test-helpers';
import type { InstrumentSpec } from './types';

// The portal's order checks against the exchange's, on real books: given what a quote shows of a book (phase,
// previous close, last trade, best bid and ask, auction reference), an order the domain accepts is one the
// exchange accepts, and an order the domain refuses is one the exchange refuses. So the ticket and the server,
// checking with the quote, never let through what the exchange would then reject.

const instruments: readonly { spec: InstrumentSpec; ruleSet: MarketRuleSet; market: string }[] = [
  {
    spec: hkInstrument({ code: '00700', lotSize: 100, previousClose: px('500') }),
    ruleSet: 'HK',
    market: 'HK',
  },
  {
    spec: hkInstrument({ code: '00005', lotSize: 400, previousClose: px('9.8') }),
    ruleSet: 'HK',
    market: 'HK',
  },
  {
    spec: aShareInstrument({ code: '600519', previousClose: px('11.55') }),
    ruleSet: 'CN_A',
    market: 'MA^MZ',
  },
  { spec: usInstrument({ code: 'AAPL', previousClose: px('200') }), ruleSet: 'US', market: 'US' },
  // Tokyo and London on their exchanges' tables, across band edges (3,000 yen; 1,000p).
  {
    spec: otherMarketInstrument({
      code: '7203',
      lotSize: 100,
      previousClose: px('2999'),
      spreadTable: SPREAD_TABLES.JP_TOPIX500,
    }),
    ruleSet: 'OTHER',
    market: 'JP',
  },
  {
    spec: otherMarketInstrument({
      code: 'HSBA',
      lotSize: 1,
      previousClose: px('9.998'),
      spreadTable: SPREAD_TABLES.GB_BAND_6,
    }),
    ruleSet: 'OTHER',
    market: 'GB^GP',
  },
];

const PHASES: readonly TradingPhase[] = ['continuous', 'pre-opening', 'closing-auction', 'closed'];
const TYPES: readonly PortalOrderType[] = ['LO', 'ELO', 'SLO', 'AO', 'ALO', 'MO', 'ODD'];

/** A book with resting orders around the previous close (and perhaps a trade), moved to `phase`. */
function bookIn(spec: InstrumentSpec, phase: TradingPhase, resting: readonly number[], trade: number | null) {
  const { book } = recordingBook(spec, 'continuous');
  const lot = spec.buyLotSize ?? spec.lotSize;
  let id = 0;
  const rest = (side: 'buy' | 'sell', offset: number) => {
    const price = ticksAway(spec.spreadTable, spec.previousClose, offset);
    if (price !== undefined) book.submit({ id: `r${(id += 1)}`, side, type: 'limit', quantity: lot, price });
  };
  for (const offset of resting) rest(offset <= 0 ? 'buy' : 'sell', offset <= 0 ? offset - 1 : offset);
  if (trade !== null) {
    rest('sell', trade);
    rest('buy', trade);
  }
  if (phase !== 'continuous') book.setPhase(phase);
  return book;
}

describe('the domain checks with a quote agree with the exchange', () => {
  it('domain accepts => exchange accepts (and back, for offered types), over random books, phases, types and prices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...instruments),
        fc.constantFrom(...PHASES),
        fc.array(fc.integer({ min: -12, max: 12 }), { maxLength: 8 }),
        fc.option(fc.integer({ min: -30, max: 30 })),
        fc.constantFrom(...TYPES),
        fc.constantFrom<'BUY' | 'SELL'>('BUY', 'SELL'),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: 1, max: 5 }),
        ({ spec, ruleSet, market }, phase, resting, trade, type, side, offset, lots) => {
          const book = bookIn(spec, phase, resting, trade);
          const lot = spec.buyLotSize ?? spec.lotSize;
          const quantity = type === 'ODD' ? Math.max(1, spec.lotSize - lots) : lots * lot;
          const priced = type !== 'MO' && type !== 'AO';
          const reference = book.bestAsk() ?? book.bestBid() ?? spec.previousClose;
          const price = priced ? ticksAway(spec.spreadTable, reference, offset) : undefined;
          if (priced && price === undefined) return;

          const quote: LiveQuote = {
            phase: book.phase,
            previousClose: spec.previousClose,
            ...(book.lastPrice !== null && { last: book.lastPrice }),
            ...(book.bestBid() !== undefined && { bestBid: book.bestBid() }),
            ...(book.bestAsk() !== undefined && { bestAsk: book.bestAsk() }),
            auctionReference: book.referencePrice,
          };
          const problems = checkOrder({
            market,
            instrument: instrumentOrderRules(ruleSet, {
              lotSize: spec.lotSize,
              previousClose: spec.previousClose,
              spreadTable: spec.spreadTable,
              dailyLimitPercent: spec.dailyLimitPercent,
            }),
            side,
            orderType: type,
            quantity,
            price,
            oddLotOrdersEnabled: true,
            quote,
          });
          const result = book.submit({
            id: 'probe',
            side: side === 'BUY' ? 'buy' : 'sell',
            type: ENGINE_ORDER_TYPE[type],
            quantity,
            ...(price !== undefined && { price }),
          });
          const seen = { problems, exchange: result.ok ? 'accepted' : result.reason };
          // What the domain accepts, the exchange accepts.
          if (problems.length === 0) expect(seen).toMatchObject({ exchange: 'accepted' });
          // And for the order types the portal offers in the market, what the exchange accepts the domain does:
          // the ticket refuses nothing the exchange would take (ODD is the portal's own word for HK odd lots).
          if (result.ok && ORDER_TYPES_BY_RULE_SET[ruleSet].includes(type))
            expect(seen).toMatchObject({ problems: [] });
        },
      ),
      { numRuns: 3000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { SPREAD_TABLES, toPriceUnits as p } from '../market-rules';
import { checkOrder, type OrderCheckInput } from './check-order';
import { instrumentOrderRules } from './instrument-rules';
import { entryPhaseOf, quoteForPlacing, type LiveQuote } from './live-quote';
import { parseConditionPrices } from './condition-rules';

const tencent = instrumentOrderRules('HK', {
  lotSize: 100,
  previousClose: p('500'),
  instrumentType: 'EQTY',
  spreadTable: SPREAD_TABLES.HK_STOCK_2025,
});
const continuous: LiveQuote = {
  phase: 'continuous',
  previousClose: p('500'),
  last: p('501'),
  bestBid: p('500.5'),
  bestAsk: p('501'),
};
const order = (overrides: Partial<OrderCheckInput> = {}): OrderCheckInput => ({
  market: 'HK',
  instrument: tencent,
  side: 'BUY',
  orderType: 'LO',
  quantity: 100,
  price: p('501'),
  quote: continuous,
  ...overrides,
});

describe('order checks with a live quote', () => {
  it('maps the phases quotes show to what order entry meets', () => {
    expect(entryPhaseOf('CONTINUOUS')).toBe('continuous');
    expect(entryPhaseOf('PRE_OPENING')).toBe('pre-opening');
    expect(entryPhaseOf('CLOSING_NO_CANCEL')).toBe('closing-auction-no-cancel');
    // No input while the auction matches at random, at lunch or in the blocking period.
    for (const phase of ['RANDOM_MATCHING', 'RANDOM_CLOSE', 'LUNCH', 'BLOCKING', 'HOLIDAY', 'CLOSED'])
      expect(entryPhaseOf(phase)).toBe('closed');
    expect(entryPhaseOf('SOMETHING_NEW')).toBeUndefined();
  });
  it('refuses an HK limit buy priced through the best ask, and a sell through the best bid', () => {
    expect(checkOrder(order())).toEqual([]);
    expect(checkOrder(order({ price: p('501.5') }))).toEqual(['PRICE_TOO_FAR']);
    expect(checkOrder(order({ side: 'SELL', price: p('500.5') }))).toEqual([]);
    expect(checkOrder(order({ side: 'SELL', price: p('500') }))).toEqual(['PRICE_TOO_FAR']);
    // An enhanced limit reaches 10 queues: 9 spreads through the best ask, not 10.
    expect(checkOrder(order({ orderType: 'ELO', price: p('505.5') }))).toEqual([]);
    expect(checkOrder(order({ orderType: 'ELO', price: p('506') }))).toEqual(['PRICE_TOO_FAR']);
    // A special limit may be priced anywhere within the 9x rule.
    expect(checkOrder(order({ orderType: 'SLO', price: p('520') }))).toEqual([]);
  });
  it('takes the day from the quote: the phase, and the previous close of daily limits and the 9x rule', () => {
    expect(checkOrder(order({ quote: { ...continuous, phase: 'closed' } }))).toEqual(['MARKET_CLOSED']);
    expect(checkOrder(order({ quote: { ...continuous, phase: 'pre-opening' } }))).toEqual([
      'ORDER_TYPE_SESSION',
    ]);
    const aShare = instrumentOrderRules('CN_A', {
      lotSize: 100,
      previousClose: p('10'),
      spreadTable: SPREAD_TABLES.CN,
    });
    const buy = (price: string, previousClose?: string) =>
      checkOrder({
        market: 'MA^MZ',
        instrument: aShare,
        side: 'BUY',
        orderType: 'LO',
        quantity: 100,
        price: p(price),
        quote: previousClose === undefined ? {} : { previousClose: p(previousClose) },
      });
    expect(buy('11.5')).toEqual(['PRICE_LIMIT']);
    expect(buy('11.5', '11')).toEqual([]);
    expect(buy('12.11', '11')).toEqual(['PRICE_LIMIT']);
  });
  it('judges a held conditional order by the day, not by this moment', () => {
    expect(quoteForPlacing(continuous, 'STOP_LOSS_LIMIT')).toEqual({
      previousClose: p('500'),
      last: p('501'),
    });
    expect(quoteForPlacing(continuous, 'CHASE_LIMIT')).toBe(continuous);
    expect(quoteForPlacing(continuous, 'OCO')).toBe(continuous);
    // A stop-loss sell limit below the best bid is sent only once the price falls to its trigger.
    const stop = order({
      side: 'SELL',
      price: p('480'),
      condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: p('485') },
    });
    expect(checkOrder(stop)).toEqual([]);
    expect(checkOrder({ ...stop, quote: { ...continuous, phase: 'closed' } })).toEqual([]);
    expect(checkOrder({ ...stop, condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: p('502') } })).toEqual([
      'TRIGGER_SIDE',
    ]);
    // OCO's first leg works now: through the best bid it is refused like any limit order.
    const oco = { type: 'OCO' as const, triggerPrice: p('485'), secondPrice: p('480') };
    expect(checkOrder({ ...stop, condition: oco })).toEqual(['PRICE_TOO_FAR']);
  });
});

describe('condition prices', () => {
  it('reads each condition’s prices from text, and needs every one of them', () => {
    expect(
      parseConditionPrices('DUAL_LIMIT', {
        triggerPrice: '520',
        secondTriggerPrice: '480',
        secondPrice: '478',
      }),
    ).toEqual({
      type: 'DUAL_LIMIT',
      triggerPrice: p('520'),
      secondTriggerPrice: p('480'),
      secondPrice: p('478'),
    });
    // Prices a condition does not use are not read.
    expect(parseConditionPrices('STOP_LOSS_LIMIT', { triggerPrice: '480', chaseCap: 'x' })).toEqual({
      type: 'STOP_LOSS_LIMIT',
      triggerPrice: p('480'),
    });
    expect(parseConditionPrices('STOP_LOSS_LIMIT', { triggerPrice: '4,80' })).toBeUndefined();
    const dual = parseConditionPrices('DUAL_LIMIT', { triggerPrice: '520', secondTriggerPrice: '480' })!;
    expect(checkOrder(order({ side: 'SELL', price: p('520'), condition: dual }))).toEqual(['PRICE_STEP']);
  });
});

describe('odd lots and the touch', () => {
  it('leaves an odd-lot order unbound by the board-lot best price (it trades on its own book)', () => {
    const odd = order({ orderType: 'ODD', quantity: 50, oddLotOrdersEnabled: true });
    expect(checkOrder({ ...odd, price: p('390') })).toEqual([]);
    expect(checkOrder({ ...odd, side: 'SELL', price: p('370') })).toEqual([]);
  });
});

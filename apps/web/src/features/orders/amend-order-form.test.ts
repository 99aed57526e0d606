import { describe, expect, it } from 'vitest';
import { spreadTableIdOf } from '@lantau/domain';
import type { MarketCode, Order, Quote } from '@lantau/contract';
import { liveQuoteFromQuote, rulesFromQuote } from '../../shared/market-data';
import { sampleQuote } from '../../shared/market-data/test/sample-quote';
import { amendDefaults, amendSchema, type AmendFacts, type AmendValues } from './amend-order-form';
import { sampleOrder } from './test/sample-order';

const noQuote: AmendFacts = { rules: undefined, quote: {}, today: '2026-11-23' };

const factsOf = (quote: Quote): AmendFacts => ({
  rules: rulesFromQuote(quote, {}),
  quote: liveQuoteFromQuote(quote),
  today: '2026-11-23',
});

const problemsOf = (order: Order, facts: AmendFacts, change: Partial<AmendValues>) => {
  const parsed = amendSchema(order, () => facts).safeParse({ ...amendDefaults(order), ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

/** An instrument as the server lists it: its order and its quote name the table the domain chose for it. */
function instrument(input: {
  market: MarketCode;
  subMarket: string;
  stockCode: string;
  instrumentType: string;
  currency: Quote['currency'];
  lotSize: number;
  price: string;
}) {
  const spreadTableID = spreadTableIdOf({
    market: input.market,
    instrumentType: input.instrumentType,
    subMarket: input.subMarket,
  });
  const quote = sampleQuote({
    market: input.market,
    subMarket: input.subMarket,
    stockCode: input.stockCode,
    instrumentType: input.instrumentType as Quote['instrumentType'],
    currency: input.currency,
    lotSize: input.lotSize,
    spreadTableID,
    previousClose: input.price,
    nominal: input.price,
    bids: [],
    asks: [],
  });
  const order = sampleOrder({
    market: input.market,
    stockCode: input.stockCode,
    currency: input.currency as Order['currency'],
    price: input.price,
    quantity: input.lotSize,
    spreadTableID,
  });
  return { quote, order };
}

const PRICE_STEP = 'price:trade:reason.PRICE_STEP';

describe('the amend form', () => {
  it("keeps price and quantity within the contract's maximum", () => {
    // The US table has no top: the contract's maximum is what stops the price.
    const order = sampleOrder({ market: 'US', stockCode: 'AAPL', price: '180.00', spreadTableID: 'US' });
    expect(problemsOf(order, noQuote, { price: '10000000', quantity: '1000000000' })).toEqual([]);
    expect(problemsOf(order, noQuote, { price: '10000000.001' })).toEqual([
      'price:trade:ticket.problems.priceTooHigh',
    ]);
    expect(problemsOf(order, noQuote, { quantity: '1000000001' })).toEqual([
      'quantity:trade:ticket.problems.quantityTooLarge',
    ]);
  });

  // Each type on its own table, as the server checks it: one step of the instrument's table passes, a price on
  // the other Hong Kong table's steps (or past a B-share's 0.001) is refused.
  it.each([
    ['an HK stock', 'HK', 'HK', '00004', 'EQTY', 'HKD', 1000, '22.000', '22.020', '22.010'],
    ['an HK ETF', 'HK', 'HK', '02800', 'ETF', 'HKD', 500, '26.400', '26.450', '26.420'],
    ['an HK warrant', 'HK', 'HK', '13475', 'WRNT', 'HKD', 10000, '12.000', '12.020', '12.010'],
    ['an HK CBBC', 'HK', 'HK', '50312', 'CBBC', 'HKD', 10000, '12.000', '12.020', '12.010'],
    ['a Shanghai B-share', 'SS^SZ', 'SS', '900901', 'EQTY', 'USD', 100, '0.600', '0.601', '0.6005'],
  ] as const)(
    '%s: its own table, with the quote and without',
    (_, market, subMarket, stockCode, instrumentType, currency, lotSize, price, onStep, offStep) => {
      const { quote, order } = instrument({
        market,
        subMarket,
        stockCode,
        instrumentType,
        currency,
        lotSize,
        price,
      });
      for (const facts of [factsOf(quote), noQuote]) {
        expect(problemsOf(order, facts, { price: onStep })).toEqual([]);
        expect(problemsOf(order, facts, { price: offStep })).toEqual([PRICE_STEP]);
      }
    },
  );

  it("runs the domain's amend check on the day's references: lots, the 9x rule, daily limits, the expiry", () => {
    const hk = instrument({
      market: 'HK',
      subMarket: 'HK',
      stockCode: '00004',
      instrumentType: 'EQTY',
      currency: 'HKD',
      lotSize: 1000,
      price: '22.000',
    });
    const facts = factsOf(hk.quote);
    expect(problemsOf(hk.order, facts, { quantity: '1500' })).toEqual(['quantity:trade:reason.LOT_SIZE']);
    expect(problemsOf(hk.order, facts, { price: '198.000' })).toEqual(['price:trade:reason.PRICE_TOO_FAR']);
    expect(problemsOf(hk.order, facts, { timeInForce: 'GTD', expiryDate: '2026-11-20' })).toEqual([
      'expiryDate:trade:reason.EXPIRY_DATE',
    ]);
    expect(problemsOf(hk.order, facts, { timeInForce: 'GTD', expiryDate: '2026-11-23' })).toEqual([]);
    // The moment's touch is the server's to judge (it knows whether the order is at the exchange): a buy priced
    // far under the best bid is not refused here.
    const touched = factsOf({ ...hk.quote, bids: [{ price: '22.000', quantity: 1000, orders: 1 }] });
    expect(problemsOf(hk.order, touched, { price: '20.000' })).toEqual([]);

    const b = instrument({
      market: 'SS^SZ',
      subMarket: 'SS',
      stockCode: '900901',
      instrumentType: 'EQTY',
      currency: 'USD',
      lotSize: 100,
      price: '0.600',
    });
    expect(problemsOf(b.order, factsOf(b.quote), { price: '0.660' })).toEqual([]);
    expect(problemsOf(b.order, factsOf(b.quote), { price: '0.661' })).toEqual([
      'price:trade:reason.PRICE_LIMIT',
    ]);
    expect(problemsOf(b.order, factsOf(b.quote), { quantity: '150' })).toEqual([
      'quantity:trade:reason.ODD_LOT_SELL_ONLY',
    ]);
  });

  it('keeps its own words first: a quantity at or below what has filled', () => {
    const order = sampleOrder({ price: '380.000', quantity: 200, filledQuantity: 100 });
    expect(problemsOf(order, factsOf(sampleQuote()), { quantity: '100' })).toEqual([
      'quantity:trade:history.amendBelowFilled',
    ]);
  });
});

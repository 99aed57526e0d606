import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPREAD_TABLES, ticksAway, toPriceUnits as p } from '../market-rules';
import { checkAmendment, checkOrder, type OrderCheckInput } from './check-order';
import { instrumentOrderRules, marketRuleSetOf } from './index';
import { amendmentProblem, cancelProblem, orderTypesInPhase } from './market-order-rules';
import { northboundQuotaProblem } from './northbound-quota';
import { dailyPriceLimits } from './price-rules';
import { quantityProblem } from './quantity-rules';
import { greyMarketProblem, isInGreyMarket } from './grey-market-rules';
import { entryPhaseOf } from './live-quote';

const tencent = instrumentOrderRules('HK', {
  lotSize: 100,
  previousClose: p('500'),
  instrumentType: 'EQTY',
  spreadTable: SPREAD_TABLES.HK_STOCK_2025,
});
const trackerFund = instrumentOrderRules('HK', {
  lotSize: 500,
  previousClose: p('25'),
  instrumentType: 'ETF',
  spreadTable: SPREAD_TABLES.HK_LEGACY,
});
const moutai = instrumentOrderRules('CN_A', {
  lotSize: 100,
  previousClose: p('1500'),
  spreadTable: SPREAD_TABLES.CN,
});
const bShare = instrumentOrderRules(
  'CN_B',
  { lotSize: 100, previousClose: p('0.45'), spreadTable: SPREAD_TABLES.CN },
  { bSharesBuyLotSize: 100 },
);
const apple = instrumentOrderRules('US', {
  lotSize: 1,
  previousClose: p('200'),
  spreadTable: SPREAD_TABLES.US,
});
const toyota = instrumentOrderRules(marketRuleSetOf('JP'), {
  lotSize: 100,
  previousClose: p('3000'),
  spreadTable: SPREAD_TABLES.JP_STANDARD,
});

const hkBuy = (overrides: Partial<OrderCheckInput> = {}): OrderCheckInput => ({
  market: 'HK',
  instrument: tencent,
  side: 'BUY',
  orderType: 'LO',
  quantity: 100,
  price: p('500'),
  ...overrides,
});

describe('market rule sets and order types by phase', () => {
  it('maps market codes to their rules', () => {
    expect(['HK', 'MA^MZ', 'SS^SZ', 'US', 'JP', 'GB^GP'].map(marketRuleSetOf)).toEqual([
      'HK',
      'CN_A',
      'CN_B',
      'US',
      'OTHER',
      'OTHER',
    ]);
  });
  it('HK takes AO and ALO in auctions, LO ELO SLO ODD in continuous trading', () => {
    expect(orderTypesInPhase('HK', 'pre-opening')).toEqual(['AO', 'ALO']);
    expect(orderTypesInPhase('HK', 'closing-auction')).toEqual(['AO', 'ALO']);
    expect(orderTypesInPhase('HK', 'continuous')).toEqual(['LO', 'ELO', 'SLO', 'ODD']);
    expect(orderTypesInPhase('CN_A', 'pre-opening')).toEqual(['LO']);
    expect(orderTypesInPhase('US', 'continuous')).toEqual(['LO', 'MO']);
    expect(orderTypesInPhase('OTHER', 'closed')).toEqual([]);
  });
  it('refuses types a market never takes, and types of another phase', () => {
    expect(checkOrder(hkBuy({ orderType: 'MO', price: null }))).toEqual(['ORDER_TYPE_NOT_ALLOWED']);
    expect(checkOrder(hkBuy({ orderType: 'AO', price: null, quote: { phase: 'continuous' } }))).toEqual([
      'ORDER_TYPE_SESSION',
    ]);
    expect(checkOrder(hkBuy({ orderType: 'ELO', quote: { phase: 'pre-opening' } }))).toEqual([
      'ORDER_TYPE_SESSION',
    ]);
    expect(checkOrder(hkBuy({ quote: { phase: 'closed' } }))).toEqual(['MARKET_CLOSED']);
    expect(checkOrder(hkBuy({ orderType: 'AO', price: null, quote: { phase: 'pre-opening' } }))).toEqual([]);
    expect(
      checkOrder({ ...hkBuy(), market: 'MA^MZ', instrument: moutai, orderType: 'ELO', price: p('1500') }),
    ).toEqual(['ORDER_TYPE_NOT_ALLOWED']);
    expect(
      checkOrder({ ...hkBuy(), market: 'US', instrument: apple, orderType: 'MO', price: null, quantity: 7 }),
    ).toEqual([]);
    expect(
      checkOrder({ ...hkBuy(), market: 'JP', instrument: toyota, orderType: 'MO', price: null }),
    ).toEqual(['ORDER_TYPE_NOT_ALLOWED']);
  });
  it('refuses markets the broker does not enable (NONE alone means none)', () => {
    expect(checkOrder(hkBuy({ enabledMarkets: ['HK', 'US'] }))).toEqual([]);
    expect(checkOrder(hkBuy({ enabledMarkets: ['US'] }))).toEqual(['MARKET_NOT_ENABLED']);
    expect(checkOrder(hkBuy({ enabledMarkets: ['NONE'] }))).toEqual(['MARKET_NOT_ENABLED']);
  });
  it('no amendment for A-shares; nothing amended or cancelled in a no-cancel phase', () => {
    expect(amendmentProblem('CN_A')).toBe('AMEND_NOT_ALLOWED');
    expect(amendmentProblem('HK', 'continuous')).toBeNull();
    expect(amendmentProblem('HK', 'closing-auction-no-cancel')).toBe('NO_CANCEL_PHASE');
    expect(cancelProblem('pre-opening-no-cancel')).toBe('NO_CANCEL_PHASE');
    expect(cancelProblem('pre-opening')).toBeNull();
  });
});

describe('amendments and the northbound quota', () => {
  it('amends by the rules of a new order, never below the filled quantity, never A-shares', () => {
    expect(checkAmendment(hkBuy({ quantity: 200, price: p('501') }), 100)).toEqual([]);
    expect(checkAmendment(hkBuy({ quantity: 100 }), 100)).toEqual(['LOT_SIZE']);
    expect(checkAmendment(hkBuy({ quantity: 250 }), 0)).toEqual(['LOT_SIZE']);
    expect(
      checkAmendment(hkBuy({ quote: { phase: 'closing-auction-no-cancel' }, orderType: 'ALO' }), 0),
    ).toEqual(['NO_CANCEL_PHASE']);
    const aShare = { ...hkBuy(), market: 'MA^MZ', instrument: moutai, price: p('1500') };
    expect(checkAmendment(aShare, 0)).toEqual(['AMEND_NOT_ALLOWED']);
  });
  it('buys need quota left; sells are always allowed', () => {
    expect(northboundQuotaProblem('BUY', '150000', '150000')).toBeNull();
    expect(northboundQuotaProblem('BUY', '150000.01', '150000')).toBe('NORTHBOUND_QUOTA');
    expect(northboundQuotaProblem('SELL', '150000.01', '0')).toBeNull();
  });
});

describe('HK lots', () => {
  it('takes whole board lots up to 3,000 of them', () => {
    expect(checkOrder(hkBuy({ quantity: 300_000 }))).toEqual([]);
    expect(checkOrder(hkBuy({ quantity: 300_100 }))).toEqual(['MAX_QUANTITY']);
    expect(checkOrder(hkBuy({ quantity: 150 }))).toEqual(['LOT_SIZE']);
    expect(checkOrder(hkBuy({ quantity: 0 }))).toEqual(['LOT_SIZE']);
  });
  it('takes odd lots only as ODD orders below one lot, where the broker enables them, in continuous trading', () => {
    expect(checkOrder(hkBuy({ orderType: 'ODD', quantity: 30, oddLotOrdersEnabled: true }))).toEqual([]);
    expect(checkOrder(hkBuy({ orderType: 'ODD', quantity: 30, oddLotOrdersEnabled: false }))).toEqual([
      'ODD_LOT_NOT_ALLOWED',
    ]);
    expect(checkOrder(hkBuy({ orderType: 'ODD', quantity: 100 }))).toEqual(['LOT_SIZE']);
    expect(checkOrder(hkBuy({ orderType: 'ODD', quantity: 30, quote: { phase: 'pre-opening' } }))).toEqual([
      'ORDER_TYPE_SESSION',
    ]);
    expect(checkOrder(hkBuy({ quantity: 30 }))).toEqual(['LOT_SIZE']);
  });
  it('refuses selling more than is sellable', () => {
    expect(checkOrder(hkBuy({ side: 'SELL', quantity: 300, sellable: 200 }))).toEqual([
      'INSUFFICIENT_SELLABLE',
    ]);
    expect(checkOrder(hkBuy({ side: 'SELL', quantity: 200, sellable: 200 }))).toEqual([]);
  });
});

describe('A- and B-share lots', () => {
  const aShare = (overrides: Partial<OrderCheckInput>): OrderCheckInput => ({
    market: 'MA^MZ',
    instrument: moutai,
    side: 'BUY',
    orderType: 'LO',
    quantity: 100,
    price: p('1500'),
    ...overrides,
  });
  it('buys whole buy lots; odd lots are sell-only', () => {
    expect(checkOrder(aShare({ quantity: 200 }))).toEqual([]);
    expect(checkOrder(aShare({ quantity: 150 }))).toEqual(['ODD_LOT_SELL_ONLY']);
    expect(checkOrder(aShare({ quantity: 50 }))).toEqual(['ODD_LOT_SELL_ONLY']);
  });
  it('sells the whole odd remainder in one order', () => {
    const sell = (quantity: number) => checkOrder(aShare({ side: 'SELL', quantity, sellable: 250 }));
    expect(sell(50)).toEqual([]);
    expect(sell(150)).toEqual([]);
    expect(sell(250)).toEqual([]);
    expect(sell(200)).toEqual([]);
    expect(sell(30)).toEqual(['LOT_SIZE']);
    expect(sell(120)).toEqual(['LOT_SIZE']);
    expect(sell(300)).toEqual(['INSUFFICIENT_SELLABLE']);
  });
  it('uses the broker lot sizes (ASharesBuyLotSize / ASharesSellLotSize)', () => {
    const rules = instrumentOrderRules(
      'CN_A',
      { lotSize: 100, previousClose: p('10'), spreadTable: SPREAD_TABLES.CN },
      { aSharesBuyLotSize: 200, aSharesSellLotSize: 100 },
    );
    const check = (side: 'BUY' | 'SELL', quantity: number) =>
      quantityProblem(rules, side, quantity, { oddLotsSellOnly: true, sellable: 1000 });
    expect(check('BUY', 200)).toBeNull();
    expect(check('BUY', 100)).toBe('ODD_LOT_SELL_ONLY');
    expect(check('SELL', 100)).toBeNull();
  });
  it('takes at most 1,000,000 A-shares in one order', () => {
    const cheap = instrumentOrderRules('CN_A', {
      lotSize: 100,
      previousClose: p('3'),
      spreadTable: SPREAD_TABLES.CN,
    });
    expect(checkOrder(aShare({ instrument: cheap, price: p('3'), quantity: 1_000_000 }))).toEqual([]);
    expect(checkOrder(aShare({ instrument: cheap, price: p('3'), quantity: 1_000_100 }))).toEqual([
      'MAX_QUANTITY',
    ]);
  });
  it('B-shares: buy lots, odd lots sell-only, no share maximum', () => {
    const b = (quantity: number, side: 'BUY' | 'SELL' = 'BUY') =>
      checkOrder({ market: 'SS^SZ', instrument: bShare, side, orderType: 'LO', quantity, price: p('0.45') });
    expect(b(2_000_000)).toEqual([]);
    expect(b(50)).toEqual(['ODD_LOT_SELL_ONLY']);
    expect(b(50, 'SELL')).toEqual([]);
  });
});

describe('prices', () => {
  it('must sit on the step of their band, on the table of their instrument type', () => {
    expect(checkOrder(hkBuy({ price: p('500.5') }))).toEqual([]);
    expect(checkOrder(hkBuy({ price: p('500.2') }))).toEqual(['PRICE_STEP']);
    const etf = (price: string) =>
      checkOrder({ ...hkBuy(), instrument: trackerFund, quantity: 500, price: p(price) });
    expect(etf('25.05')).toEqual([]);
    expect(etf('25.02')).toEqual(['PRICE_STEP']);
    expect(checkOrder({ ...hkBuy(), instrument: tencent, price: p('25.02') })).toEqual(['PRICE_TOO_FAR']);
    expect(checkOrder(hkBuy({ price: null }))).toEqual(['PRICE_STEP']);
  });
  it('refuses 9 times the nominal price or more, one-ninth or less', () => {
    const nominal = { quote: { last: p('10') } };
    const lowNominal = instrumentOrderRules('HK', {
      lotSize: 100,
      previousClose: p('10'),
      spreadTable: SPREAD_TABLES.HK_STOCK_2025,
    });
    const check = (price: string) =>
      checkOrder(hkBuy({ instrument: lowNominal, price: p(price), ...nominal }));
    expect(check('89.95')).toEqual([]);
    expect(check('90')).toEqual(['PRICE_TOO_FAR']);
    expect(check('1.12')).toEqual([]);
    expect(check('1.11')).toEqual(['PRICE_TOO_FAR']);
    expect(checkOrder(hkBuy({ instrument: lowNominal, price: p('1.111'), ...nominal }))).toEqual([
      'PRICE_STEP',
    ]);
    const ninth = instrumentOrderRules('HK', {
      lotSize: 100,
      previousClose: p('9'),
      spreadTable: SPREAD_TABLES.HK_STOCK_2025,
    });
    expect(checkOrder(hkBuy({ instrument: ninth, price: p('1') }))).toEqual(['PRICE_TOO_FAR']);
    expect(checkOrder(hkBuy({ instrument: ninth, price: p('1.01') }))).toEqual([]);
  });
  it('keeps A/B prices within the daily limits', () => {
    const rules = instrumentOrderRules('CN_A', {
      lotSize: 100,
      previousClose: p('11.55'),
      spreadTable: SPREAD_TABLES.CN,
    });
    expect(dailyPriceLimits(rules)).toEqual({ up: p('12.71'), down: p('10.40') });
    const buy = (price: string) =>
      checkOrder({
        market: 'MA^MZ',
        instrument: rules,
        side: 'BUY',
        orderType: 'LO',
        quantity: 100,
        price: p(price),
      });
    expect(buy('12.71')).toEqual([]);
    expect(buy('12.72')).toEqual(['PRICE_LIMIT']);
    expect(buy('10.39')).toEqual(['PRICE_LIMIT']);
  });
  it('keeps at-auction limit prices in the auction band', () => {
    const alo = (price: string, phase: 'pre-opening' | 'closing-auction', reference?: string) =>
      checkOrder(
        hkBuy({
          orderType: 'ALO',
          price: p(price),
          quote: { phase, auctionReference: reference === undefined ? undefined : p(reference) },
        }),
      );
    expect(alo('575', 'pre-opening')).toEqual([]);
    expect(alo('575.5', 'pre-opening')).toEqual(['AUCTION_BAND']);
    expect(alo('425', 'pre-opening')).toEqual([]);
    expect(alo('424.8', 'pre-opening')).toEqual(['AUCTION_BAND']);
    expect(alo('525', 'closing-auction', '500')).toEqual([]);
    expect(alo('525.5', 'closing-auction', '500')).toEqual(['AUCTION_BAND']);
  });
  it('HK continuous: a limit not through the best price, an enhanced limit within 9 spreads of it', () => {
    const at = (type: 'LO' | 'ELO', price: string) =>
      checkOrder(
        hkBuy({ orderType: type, price: p(price), quote: { phase: 'continuous', bestAsk: p('500') } }),
      );
    expect(at('LO', '500')).toEqual([]);
    expect(at('LO', '500.5')).toEqual(['PRICE_TOO_FAR']);
    expect(at('ELO', '504.5')).toEqual([]);
    expect(at('ELO', '505')).toEqual(['PRICE_TOO_FAR']);
  });
  it('HK continuous: a price at most 24 spreads behind the best price of its own side', () => {
    const quote = { phase: 'continuous', bestBid: p('500'), bestAsk: p('500.5') } as const;
    const buy = (type: 'LO' | 'ELO' | 'SLO' | 'ODD', price: string, q: OrderCheckInput['quote'] = quote) =>
      checkOrder(hkBuy({ orderType: type, price: p(price), quote: q }));
    const sell = (price: string) =>
      checkOrder(hkBuy({ side: 'SELL', orderType: 'LO', price: p(price), quote }));
    // 500 steps down by 0.20 below it (200-500 band): 24 spreads is 495.20.
    expect(buy('LO', '495.2')).toEqual([]);
    expect(buy('LO', '495')).toEqual(['PRICE_TOO_FAR']);
    expect(buy('ELO', '495')).toEqual(['PRICE_TOO_FAR']);
    expect(buy('SLO', '495')).toEqual(['PRICE_TOO_FAR']);
    // The walk crosses band edges: 500.5 up 24 spreads of 0.50 is 512.5.
    expect(sell('512.5')).toEqual([]);
    expect(sell('513')).toEqual(['PRICE_TOO_FAR']);
    // Odd lots trade on their own book; auctions have their bands; an empty side has no best to measure from.
    expect(buy('ODD', '480', quote)).not.toContain('PRICE_TOO_FAR');
    expect(
      checkOrder(hkBuy({ orderType: 'ALO', price: p('480'), quote: { ...quote, phase: 'pre-opening' } })),
    ).toEqual([]);
    expect(buy('LO', '480', { phase: 'continuous', bestAsk: p('500.5') })).toEqual([]);
    // A held conditional order is judged on the day's references only: the touch of now says nothing of it.
    expect(
      checkOrder(
        hkBuy({
          price: p('480'),
          quote,
          condition: { type: 'TARGET_PRICE_LIMIT', triggerPrice: p('481') },
        }),
      ),
    ).not.toContain('PRICE_TOO_FAR');
  });
});

describe('time in force and conditions', () => {
  it('refuses a GTD date in the past or missing', () => {
    const gtd = (expiryDate?: string) =>
      checkOrder(hkBuy({ timeInForce: 'GTD', expiryDate, today: '2026-11-23' }));
    expect(gtd('2026-11-23')).toEqual([]);
    expect(gtd('2026-12-31')).toEqual([]);
    expect(gtd('2026-11-20')).toEqual(['EXPIRY_DATE']);
    expect(gtd(undefined)).toEqual(['EXPIRY_DATE']);
    expect(checkOrder(hkBuy({ timeInForce: 'GTC', expiryDate: '2020-01-01', today: '2026-11-23' }))).toEqual(
      [],
    );
  });
  it('puts triggers on the right side of the current price', () => {
    const withCondition = (side: 'BUY' | 'SELL', condition: OrderCheckInput['condition']) =>
      checkOrder(hkBuy({ side, condition, quote: { last: p('500') } }));
    expect(withCondition('SELL', { type: 'STOP_LOSS_LIMIT', triggerPrice: p('480') })).toEqual([]);
    expect(withCondition('SELL', { type: 'STOP_LOSS_LIMIT', triggerPrice: p('520') })).toEqual([
      'TRIGGER_SIDE',
    ]);
    expect(withCondition('BUY', { type: 'STOP_LOSS_LIMIT', triggerPrice: p('520') })).toEqual([]);
    expect(withCondition('BUY', { type: 'STOP_LOSS_LIMIT', triggerPrice: p('500') })).toEqual([
      'TRIGGER_SIDE',
    ]);
    expect(withCondition('SELL', { type: 'TARGET_PRICE_LIMIT', triggerPrice: p('520') })).toEqual([]);
    expect(withCondition('BUY', { type: 'TARGET_PRICE_LIMIT', triggerPrice: p('520') })).toEqual([
      'TRIGGER_SIDE',
    ]);
    expect(
      withCondition('SELL', {
        type: 'DUAL_LIMIT',
        triggerPrice: p('520'),
        secondTriggerPrice: p('480'),
        secondPrice: p('478'),
      }),
    ).toEqual([]);
    expect(
      withCondition('SELL', {
        type: 'DUAL_LIMIT',
        triggerPrice: p('520'),
        secondTriggerPrice: p('510'),
        secondPrice: p('508'),
      }),
    ).toEqual(['TRIGGER_SIDE']);
    expect(withCondition('BUY', { type: 'CHASE_LIMIT', chaseCap: p('500') })).toEqual([]);
    expect(withCondition('BUY', { type: 'CHASE_LIMIT', chaseCap: p('499.8') })).toEqual(['TRIGGER_SIDE']);
    expect(withCondition('SELL', { type: 'OCO', triggerPrice: p('480'), secondPrice: p('479.8') })).toEqual(
      [],
    );
    expect(withCondition('SELL', { type: 'OCO', triggerPrice: p('480') })).toEqual(['PRICE_STEP']);
    expect(withCondition('SELL', { type: 'STOP_LOSS_LIMIT', triggerPrice: p('480.1') })).toEqual([
      'PRICE_STEP',
    ]);
  });
});

describe('properties', () => {
  it('an HK order of whole lots on the table near the nominal price always passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: -400, max: 400 }), (lots, ticks) => {
        const price = ticksAway(SPREAD_TABLES.HK_STOCK_2025, p('500'), ticks);
        expect(checkOrder(hkBuy({ quantity: lots * 100, price }))).toEqual([]);
      }),
    );
  });
  it('an HK quantity off the lot is always refused, and never twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000 }), (quantity) => {
        const problems = checkOrder(hkBuy({ quantity }));
        expect(new Set(problems).size).toBe(problems.length);
        if (quantity % 100 !== 0) expect(problems).toContain('LOT_SIZE');
      }),
    );
  });
  it('an A-share sell of whole lots plus the whole odd remainder passes, any other odd part fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 1000 }), (held, lots) => {
        const whole = Math.min(held - (held % 100), lots * 100);
        const ok = quantityProblem(moutai, 'SELL', whole + (held % 100), {
          oddLotsSellOnly: true,
          sellable: held,
        });
        if (whole + (held % 100) > 0) expect(ok).toBeNull();
        const odd = ((held % 100) + 1) % 100;
        if (odd !== 0 && whole + odd <= held && whole + odd > 0) {
          expect(
            quantityProblem(moutai, 'SELL', whole + odd, { oddLotsSellOnly: true, sellable: held }),
          ).toBe('LOT_SIZE');
        }
      }),
    );
  });
});

describe("a new issue's grey market", () => {
  const grey = (overrides: Partial<OrderCheckInput>) =>
    checkOrder(hkBuy({ greyMarket: true, quote: { phase: entryPhaseOf('GREY_MARKET') }, ...overrides }));

  it('matches continuously and takes a plain limit order for the day', () => {
    expect(entryPhaseOf('GREY_MARKET')).toBe('continuous');
    expect(grey({ timeInForce: 'DAY' })).toEqual([]);
    expect(grey({})).toEqual([]);
  });

  it('refuses any other type, a later expiry, or a condition, with one reason', () => {
    for (const orderType of ['ELO', 'SLO'] as const)
      expect(grey({ orderType })).toContain('GREY_MARKET_LIMIT_DAY');
    for (const timeInForce of ['GTC', 'GTD', 'NONE'] as const)
      expect(grey({ timeInForce })).toContain('GREY_MARKET_LIMIT_DAY');
    expect(greyMarketProblem({ orderType: 'LO', condition: { type: 'TARGET_PRICE_LIMIT' } })).toBe(
      'GREY_MARKET_LIMIT_DAY',
    );
    // The same orders anywhere else are not grey market orders.
    expect(checkOrder(hkBuy({ orderType: 'ELO', timeInForce: 'GTC', today: '2026-11-24' }))).not.toContain(
      'GREY_MARKET_LIMIT_DAY',
    );
  });

  it('governs a new issue until its listing date (before its grey market date the market is closed anyway)', () => {
    const dates = { greyMarketDate: '2026-11-24', listingDate: '2026-11-25' };
    expect(isInGreyMarket(dates, '2026-11-24')).toBe(true);
    expect(isInGreyMarket(dates, '2026-11-25')).toBe(false);
    expect(isInGreyMarket(undefined, '2026-11-24')).toBe(false);
  });
});

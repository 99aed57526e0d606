import { describe, expect, it } from 'vitest';
import { liveQuoteFromQuote, rulesFromQuote } from '../../../shared/market-data';
import { sampleQuote } from '../../../shared/market-data/test/sample-quote';
import {
  isEstimable,
  offeredOrderTypes,
  quantityStep,
  ticketProblems,
  toOrderRequest,
  type TicketFacts,
  type TicketValues,
} from './ticket-model';
import { EMPTY_CONDITION } from './condition-model';

const hkQuote = sampleQuote();
const aQuote = sampleQuote({
  market: 'MA^MZ',
  subMarket: 'MA',
  stockCode: '600519',
  currency: 'CNY',
  lotSize: 100,
  previousClose: '1600.00',
  nominal: '1600.00',
});

const values = (overrides: Partial<TicketValues> = {}): TicketValues => ({
  accountNumber: 'VIC300101',
  side: 'BUY',
  orderType: 'LO',
  price: '380.000',
  quantity: '100',
  timeInForce: 'DAY',
  expiryDate: '',
  accountOption: '',
  ceNumber: '',
  bcan: '',
  ...EMPTY_CONDITION,
  ...overrides,
});

const facts = (quote = hkQuote, overrides: Partial<TicketFacts> = {}): TicketFacts => ({
  market: quote.market,
  stockCode: quote.stockCode,
  rules: rulesFromQuote(quote, { aSharesBuyLotSize: 100, aSharesSellLotSize: 100 }),
  oddLotOrdersEnabled: true,
  quote: liveQuoteFromQuote(quote),
  rri: false,
  professionalInvestor: false,
  today: '2026-11-23',
  ...overrides,
});

const messages = (found: { field: string; message: string }[]) => found.map((p) => `${p.field}:${p.message}`);

describe('ticket model', () => {
  it('offers the order types of the market, odd lots only where the broker enables them', () => {
    expect(offeredOrderTypes('HK', true)).toEqual(['LO', 'ELO', 'SLO', 'AO', 'ALO', 'ODD']);
    expect(offeredOrderTypes('HK', false)).not.toContain('ODD');
    expect(offeredOrderTypes('MA^MZ', true)).toEqual(['LO']);
    expect(offeredOrderTypes('US', true)).toEqual(['LO', 'MO']);
  });

  it('refuses a ChiNext or STAR buy at once for a client who is not a professional investor, as the server does', () => {
    const chinext = sampleQuote({
      ...aQuote,
      stockCode: '300750',
      previousClose: '380.00',
      nominal: '380.00',
    });
    const buy = values({ accountNumber: 'LTU100101', price: '380.00' });
    expect(messages(ticketProblems(buy, facts(chinext)))).toEqual([
      'accountNumber:trade:reason.PROFESSIONAL_INVESTOR_ONLY',
    ]);
    expect(ticketProblems(buy, facts(chinext, { professionalInvestor: true }))).toEqual([]);
    // Selling ChiNext shares held is allowed; so is any buy of a main-board share.
    expect(ticketProblems({ ...buy, side: 'SELL' }, facts(chinext))).toEqual([]);
    expect(ticketProblems({ ...buy, price: '1600.00' }, facts(aQuote))).toEqual([]);
  });

  it('refuses at once a buy of a type the broker does not offer (InstTypeHK), as the server does; never a sell', () => {
    const warrant = sampleQuote({ instrumentType: 'WRNT' });
    const kowloon = { instrumentTypes: { InstTypeHK: ['EQTY', 'ETF', 'REIT'] }, subMarket: 'HK' };
    expect(messages(ticketProblems(values(), facts(warrant, kowloon)))).toEqual([
      'accountNumber:trade:reason.INSTRUMENT_TYPE_NOT_ALLOWED',
    ]);
    expect(ticketProblems(values({ side: 'SELL' }), facts(warrant, kowloon))).toEqual([]);
    // A share Kowloon offers, and a warrant where the broker offers every type.
    expect(ticketProblems(values(), facts(hkQuote, kowloon))).toEqual([]);
    expect(ticketProblems(values(), facts(warrant, { instrumentTypes: {}, subMarket: 'HK' }))).toEqual([]);
  });

  it('steps quantities by the board lot, the A-share buy or sell lot, or one share for odd lots', () => {
    const hk = rulesFromQuote(hkQuote, {});
    expect(quantityStep(hk, 'BUY', 'LO')).toBe(100);
    expect(quantityStep(hk, 'SELL', 'ODD')).toBe(1);
    const a = rulesFromQuote(aQuote, { aSharesBuyLotSize: 200, aSharesSellLotSize: 100 });
    expect(quantityStep(a, 'BUY', 'LO')).toBe(200);
    expect(quantityStep(a, 'SELL', 'LO')).toBe(100);
  });

  it('passes a good order and names each problem on its field', () => {
    expect(ticketProblems(values(), facts())).toEqual([]);
    expect(messages(ticketProblems(values({ quantity: '150' }), facts()))).toEqual([
      'quantity:trade:reason.LOT_SIZE',
    ]);
    expect(messages(ticketProblems(values({ price: '380.05' }), facts()))).toEqual([
      'price:trade:reason.PRICE_STEP',
    ]);
    expect(messages(ticketProblems(values({ price: '' }), facts()))).toEqual([
      'price:trade:ticket.problems.priceRequired',
    ]);
    expect(messages(ticketProblems(values({ timeInForce: 'GTD' }), facts()))).toContain(
      'expiryDate:trade:ticket.problems.expiryRequired',
    );
  });

  it("refuses a price or quantity past the contract's maximum, before the market's own rules", () => {
    const us = sampleQuote({
      market: 'US',
      stockCode: 'AAPL',
      currency: 'USD',
      lotSize: 1,
      spreadTableID: 'US',
    });
    const usValues = (overrides: Partial<TicketValues>) =>
      values({ price: '10', quantity: '1', ...overrides });
    expect(ticketProblems(usValues({ price: '10000000' }), facts(us))).toEqual([]);
    expect(messages(ticketProblems(usValues({ price: '10000000.01' }), facts(us)))).toEqual([
      'price:trade:ticket.problems.priceTooHigh',
    ]);
    expect(ticketProblems(usValues({ quantity: '1000000000' }), facts(us))).toEqual([]);
    expect(messages(ticketProblems(usValues({ quantity: '1000000001' }), facts(us)))).toEqual([
      'quantity:trade:ticket.problems.quantityTooLarge',
    ]);
    const stop = usValues({ kind: 'CONDITIONAL', conditionType: 'STOP_LOSS_LIMIT', side: 'SELL' });
    expect(messages(ticketProblems({ ...stop, triggerPrice: '20000000' }, facts(us)))).toEqual([
      'triggerPrice:trade:ticket.problems.priceTooHigh',
    ]);
  });

  it('checks odd lots and sellable shares', () => {
    expect(ticketProblems(values({ orderType: 'ODD', side: 'SELL', quantity: '50' }), facts())).toEqual([]);
    expect(
      messages(
        ticketProblems(
          values({ orderType: 'ODD', quantity: '50' }),
          facts(hkQuote, { oddLotOrdersEnabled: false }),
        ),
      ),
    ).toContain('orderType:trade:reason.ODD_LOT_NOT_ALLOWED');
    expect(
      messages(ticketProblems(values({ side: 'SELL', quantity: '300' }), facts(hkQuote, { sellable: 200 }))),
    ).toEqual(['quantity:trade:reason.INSUFFICIENT_SELLABLE']);
  });

  it('refuses an A-share buy of an odd lot and prices outside the daily limit', () => {
    expect(ticketProblems(values({ price: '1600.00', quantity: '100' }), facts(aQuote))).toEqual([]);
    expect(messages(ticketProblems(values({ price: '1600.00', quantity: '50' }), facts(aQuote)))).toEqual([
      'quantity:trade:reason.ODD_LOT_SELL_ONLY',
    ]);
    expect(messages(ticketProblems(values({ price: '1800.00' }), facts(aQuote)))).toEqual([
      'price:trade:reason.PRICE_LIMIT',
    ]);
  });

  it('checks the order account panel: CE without BCAN, and an RRI account without a BCAN', () => {
    expect(messages(ticketProblems(values({ ceNumber: 'ABC123' }), facts()))).toEqual([
      'bcan:trade:reason.CE_BCAN_INVALID',
    ]);
    expect(messages(ticketProblems(values(), facts(hkQuote, { rri: true })))).toEqual([
      'bcan:trade:reason.BCAN_REQUIRED',
    ]);
    expect(
      ticketProblems(values({ accountOption: 'SELL', bcan: '1' }), facts(hkQuote, { rri: true })),
    ).toEqual([]);
  });

  it('has no order account outside the markets that carry a BCAN (a US order of an RRI account)', () => {
    const usFacts = facts(hkQuote, { market: 'US', rri: true });
    const accountProblems = ticketProblems(values({ ceNumber: 'ABC123' }), usFacts).filter((found) =>
      ['ceNumber', 'bcan'].includes(found.field),
    );
    expect(accountProblems).toEqual([]);
    expect(
      toOrderRequest(values({ ceNumber: 'ABC123', bcan: '1234567890' }), 'US', 'AAPL'),
    ).not.toHaveProperty('orderAccount');
  });

  it('builds the request: no price for market orders, the date only for GTD, the option as BCAN 1 or 2', () => {
    expect(toOrderRequest(values({ orderType: 'MO', price: '1' }), 'US', 'AAPL')).not.toHaveProperty('price');
    expect(
      toOrderRequest(values({ timeInForce: 'GTD', expiryDate: '2026-11-30' }), 'HK', '00700'),
    ).toMatchObject({
      timeInForce: 'GTD',
      expiryDate: '2026-11-30',
      quantity: 100,
      price: '380.000',
    });
    expect(toOrderRequest(values(), 'HK', '00700')).not.toHaveProperty('orderAccount');
    expect(
      toOrderRequest(values({ accountOption: 'AGGREGATED', ceNumber: 'ABC123', bcan: '2' }), 'HK', '00700')
        .orderAccount,
    ).toEqual({
      option: 'AGGREGATED',
      ceNumber: 'ABC123',
      bcan: '2',
    });
    expect(
      toOrderRequest(values({ ceNumber: 'ABC123', bcan: '123 456 7890' }), 'HK', '00700').orderAccount?.bcan,
    ).toBe('1234567890');
  });

  it('asks the server for an estimate only once the ticket is complete enough', () => {
    expect(isEstimable(values())).toBe(true);
    expect(isEstimable(values({ quantity: '0' }))).toBe(false);
    expect(isEstimable(values({ price: '' }))).toBe(false);
    expect(isEstimable(values({ orderType: 'AO', price: '' }))).toBe(true);
  });

  it('refuses what the exchange would refuse on the live quote: a limit through the best price, the wrong session', () => {
    // The sample book: best ask 380.000, best bid 379.800, continuous trading.
    expect(ticketProblems(values({ price: '380.000' }), facts())).toEqual([]);
    expect(messages(ticketProblems(values({ price: '380.200' }), facts()))).toEqual([
      'price:trade:reason.PRICE_TOO_FAR',
    ]);
    expect(messages(ticketProblems(values({ side: 'SELL', price: '379.600' }), facts()))).toEqual([
      'price:trade:reason.PRICE_TOO_FAR',
    ]);
    // An enhanced limit reaches 10 queues: up to 9 spreads through the best ask.
    expect(ticketProblems(values({ orderType: 'ELO', price: '381.800' }), facts())).toEqual([]);
    expect(messages(ticketProblems(values({ orderType: 'ELO', price: '382.000' }), facts()))).toEqual([
      'price:trade:reason.PRICE_TOO_FAR',
    ]);
    const preOpening = sampleQuote({ phase: 'PRE_OPENING' });
    expect(messages(ticketProblems(values(), facts(preOpening)))).toEqual([
      'orderType:trade:reason.ORDER_TYPE_SESSION',
    ]);
    // A delayed quote's touch is a quarter of an hour old: the server judges those prices, not the ticket.
    const delayed = sampleQuote({ delayed: true, feedPlan: 'DELAYED' });
    expect(ticketProblems(values({ price: '380.200' }), facts(delayed))).toEqual([]);
  });

  it('offers a conditional order as a continuous-trading type, with its prices checked on their fields', () => {
    expect(offeredOrderTypes('HK', true, 'CONDITIONAL')).toEqual(['LO', 'ELO', 'SLO']);
    expect(offeredOrderTypes('US', true, 'CONDITIONAL')).toEqual(['LO', 'MO']);
    const stop = (overrides: Partial<TicketValues>) =>
      values({
        kind: 'CONDITIONAL',
        conditionType: 'STOP_LOSS_LIMIT',
        side: 'SELL',
        price: '375.000',
        ...overrides,
      });
    // Held until the trigger: a sell limit below the best bid is no problem now; the trigger sits below 380.
    expect(ticketProblems(stop({ triggerPrice: '376.000' }), facts())).toEqual([]);
    expect(messages(ticketProblems(stop({ triggerPrice: '' }), facts()))).toEqual([
      'triggerPrice:trade:ticket.problems.priceRequired',
    ]);
    expect(messages(ticketProblems(stop({ triggerPrice: '376.050' }), facts()))).toEqual([
      'triggerPrice:trade:reason.PRICE_STEP',
    ]);
    expect(messages(ticketProblems(stop({ triggerPrice: '381.000' }), facts()))).toEqual([
      'triggerPrice:trade:reason.TRIGGER_SIDE',
    ]);
    // A two-way limit's stop trigger on the wrong side shows on that field.
    const dual = stop({
      conditionType: 'DUAL_LIMIT',
      triggerPrice: '385.000',
      secondTriggerPrice: '382.000',
      secondPrice: '381.000',
    });
    expect(messages(ticketProblems(dual, facts()))).toEqual(['secondTriggerPrice:trade:reason.TRIGGER_SIDE']);
    // A normal order ignores condition fields left over from a switch back.
    expect(ticketProblems(values({ triggerPrice: '999.000' }), facts())).toEqual([]);
  });

  it('sends the condition with the order, only the prices the condition uses', () => {
    const request = toOrderRequest(
      values({
        kind: 'CONDITIONAL',
        conditionType: 'OCO',
        side: 'SELL',
        price: '385.000',
        triggerPrice: '376.000',
        secondPrice: '375.000',
        chaseCap: '390.000',
      }),
      'HK',
      '00700',
    );
    expect(request.condition).toEqual({ type: 'OCO', triggerPrice: '376.000', secondPrice: '375.000' });
    expect(toOrderRequest(values({ triggerPrice: '376.000' }), 'HK', '00700')).not.toHaveProperty(
      'condition',
    );
  });
});

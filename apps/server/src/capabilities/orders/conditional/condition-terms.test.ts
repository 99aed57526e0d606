import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@lantau/contract';
import { toPriceUnits } from '@lantau/domain';
import { conditionRefusal, placingTerms, releasedTerms } from './condition-terms';
import { lastTradingDate } from './multi-day';

const p = toPriceUnits;
const quote = { last: p('500'), bid: p('499.8'), ask: p('500.2') };
const sell = (request: Partial<OrderRequest>): OrderRequest => ({
  accountNumber: 'LTU100101',
  market: 'HK',
  stockCode: '00700',
  side: 'SELL',
  orderType: 'ELO',
  quantity: 100,
  timeInForce: 'DAY',
  ...request,
});
const row = { market: 'HK', side: 'SELL' as const, order_type: 'ELO' as const, price: '470.000' };

describe('conditionRefusal', () => {
  it('wants every price its condition needs (PRICE_STEP, as the domain names a missing price)', () => {
    expect(
      conditionRefusal(sell({ condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: '480' } }), quote),
    ).toBe('PRICE_STEP');
    expect(
      conditionRefusal(
        sell({
          price: '530',
          condition: { type: 'DUAL_LIMIT', triggerPrice: '520', secondTriggerPrice: '480' },
        }),
        quote,
      ),
    ).toBe('PRICE_STEP');
    expect(
      conditionRefusal(sell({ condition: { type: 'TRIGGER_MARKET', triggerPrice: '4x0' } }), quote),
    ).toBe('PRICE_STEP');
  });

  it('refuses a trigger on the wrong side of the last price and accepts the right one', () => {
    const stop = (triggerPrice: string) =>
      conditionRefusal(sell({ price: '470', condition: { type: 'STOP_LOSS_LIMIT', triggerPrice } }), quote);
    expect(stop('510')).toBe('TRIGGER_SIDE');
    expect(stop('500')).toBe('TRIGGER_SIDE');
    expect(stop('480')).toBeNull();
    expect(conditionRefusal(sell({ price: '470' }), quote)).toBeNull();
  });
});

describe('placingTerms', () => {
  it('holds triggered conditions, sends plain orders and OCO first legs, and prices a chase at its touch', () => {
    expect(
      placingTerms(
        sell({ price: '470', condition: { type: 'STOP_LOSS_LIMIT', triggerPrice: '480' } }),
        quote,
      ),
    ).toEqual({ status: 'HLD', price: '470' });
    expect(placingTerms(sell({ price: '520' }), quote)).toEqual({ status: 'PND', price: '520' });
    expect(
      placingTerms(
        sell({ price: '520', condition: { type: 'OCO', triggerPrice: '480', secondPrice: '470' } }),
        quote,
      ),
    ).toEqual({ status: 'PND', price: '520' });
    expect(placingTerms(sell({ condition: { type: 'CHASE_LIMIT', chaseCap: '495' } }), quote)).toEqual({
      status: 'PND',
      price: '500.200',
    });
  });
});

describe('releasedTerms', () => {
  it('sends a limit condition at its own price, and a dual limit at the price of the side that fired', () => {
    const dual = {
      type: 'DUAL_LIMIT' as const,
      triggerPrice: '520',
      secondTriggerPrice: '480',
      secondPrice: '475',
    };
    expect(releasedTerms(row, dual, 'triggerPrice', quote)).toEqual({ order_type: 'ELO', price: '470.000' });
    expect(releasedTerms(row, dual, 'secondTriggerPrice', quote)).toEqual({
      order_type: 'ELO',
      price: '475',
    });
  });

  it('sends a trigger-market order as a US market order, an HK enhanced limit at the touch, a limit elsewhere', () => {
    const spec = { type: 'TRIGGER_MARKET' as const, triggerPrice: '480' };
    expect(
      releasedTerms({ ...row, market: 'US', order_type: 'MO', price: null }, spec, 'triggerPrice', quote),
    ).toEqual({
      order_type: 'MO',
      price: null,
    });
    expect(releasedTerms({ ...row, price: null }, spec, 'triggerPrice', quote)).toEqual({
      order_type: 'ELO',
      price: '499.800',
    });
    expect(
      releasedTerms(
        { ...row, market: 'MA^MZ', side: 'BUY', order_type: 'LO', price: null },
        spec,
        'triggerPrice',
        quote,
      ),
    ).toEqual({ order_type: 'LO', price: '500.200' });
  });
});

describe('lastTradingDate', () => {
  it('is the expiry date for GTD, 90 days on for GTC, none for DAY and NONE', () => {
    expect(lastTradingDate({ timeInForce: 'GTD', expiryDate: '2026-12-01' }, '2026-11-23')).toBe(
      '2026-12-01',
    );
    expect(lastTradingDate({ timeInForce: 'GTC' }, '2026-11-23')).toBe('2027-02-21');
    expect(lastTradingDate({ timeInForce: 'DAY' }, '2026-11-23')).toBeNull();
    expect(lastTradingDate({ timeInForce: 'NONE' }, '2026-11-23')).toBeNull();
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_FEE_SCHEDULES, estimateFees, scheduleInForce } from '../fees';
import {
  applyFill,
  buyingPower,
  equity,
  maintenanceRequirement,
  marginState,
  marketValue,
  orderCashRequirement,
  sellableQuantity,
  todaysPnl,
  unrealisedPnl,
  type CostPosition,
} from './index';

const s = (value: Decimal) => value.toFixed(2);

describe('position value and P/L', () => {
  it('values a position and its unrealised P/L', () => {
    expect(s(marketValue(300, '512.5'))).toBe('153750.00');
    expect(s(unrealisedPnl({ quantity: 300, averageCost: '480.1', price: '512.5' }))).toBe('9720.00');
    expect(s(unrealisedPnl({ quantity: 100, averageCost: '520', price: '512.5' }))).toBe('-750.00');
  });
  it("today's P/L counts held shares from the previous close and today's buys from their price", () => {
    expect(s(todaysPnl({ quantity: 200, price: '105', previousClose: '100' }))).toBe('1000.00');
    // Held 200 at the open, bought 100 at 103, sold 50 at 104; 250 held now at 105.
    const pnl = todaysPnl({
      quantity: 250,
      price: '105',
      previousClose: '100',
      bought: { quantity: 100, amount: '10300' },
      sold: { quantity: 50, amount: '5200' },
    });
    // 200 x 5 (held) + 100 x 2 (bought) - 50 x 1 (the sold ones ended at 104 instead of 105)
    expect(s(pnl)).toBe('1150.00');
  });
  it('blends buys into the weighted average cost with their fees; sells realise against it', () => {
    let position = applyFill(
      { quantity: 0, averageCost: 0 },
      { side: 'BUY', quantity: 100, price: '10', fees: '5' },
    );
    expect(s(position.averageCost)).toBe('10.05');
    position = applyFill(position, { side: 'BUY', quantity: 300, price: '12' });
    expect(position.averageCost.toFixed(4)).toBe('11.5125');
    const sold = applyFill(position, { side: 'SELL', quantity: 100, price: '13', fees: '2' });
    expect(sold.quantity.toNumber()).toBe(300);
    expect(sold.averageCost.toFixed(4)).toBe('11.5125');
    expect(s(sold.realisedPnl)).toBe('146.75');
    const closed = applyFill(sold, { side: 'SELL', quantity: 300, price: '11' });
    expect(closed.quantity.isZero() && closed.averageCost.isZero()).toBe(true);
    expect(() => applyFill(closed, { side: 'SELL', quantity: 1, price: '11' })).toThrow();
  });
  it('cost, realised and unrealised P/L always account for every dollar', () => {
    const fill = fc.record({
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      quantity: fc.integer({ min: 1, max: 5000 }),
      price: fc.integer({ min: 1, max: 100_000 }).map((cents) => new Decimal(cents).div(100)),
    });
    fc.assert(
      fc.property(
        fc.array(fill, { maxLength: 30 }),
        fc.integer({ min: 1, max: 100_000 }),
        (fills, lastCents) => {
          let position: CostPosition = { quantity: new Decimal(0), averageCost: new Decimal(0) };
          let realised = new Decimal(0);
          let cash = new Decimal(0);
          for (const f of fills) {
            if (f.side === 'SELL' && position.quantity.lt(f.quantity)) continue;
            const next = applyFill(position, f);
            realised = realised.plus(next.realisedPnl);
            cash =
              f.side === 'BUY' ? cash.minus(f.price.times(f.quantity)) : cash.plus(f.price.times(f.quantity));
            position = next;
          }
          const last = new Decimal(lastCents).div(100);
          const unrealised = unrealisedPnl({ ...position, price: last });
          // Total P/L two ways: money out and in plus what is held now, and realised plus unrealised.
          expect(
            cash.plus(marketValue(position.quantity, last)).minus(realised.plus(unrealised)).abs().lt('1e-9'),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('sellable quantity', () => {
  it('less shares held for sell orders, and A/B shares bought today', () => {
    const holding = { held: 1000, onHoldForSells: 200, boughtToday: 300 };
    expect(sellableQuantity({ ...holding, sameDayResale: true })).toBe(800);
    expect(sellableQuantity({ ...holding, sameDayResale: false })).toBe(500);
    expect(sellableQuantity({ held: 100, onHoldForSells: 0, boughtToday: 300, sameDayResale: false })).toBe(
      0,
    );
  });
});

describe('buying power and margin', () => {
  const holdings = [
    { marketValue: '100000', marginRatio: '0.7', maintenanceRatio: '0.2' },
    { marketValue: '50000', marginRatio: '0', maintenanceRatio: '0' },
  ];
  it('a cash account spends its cash, never less than zero', () => {
    expect(s(buyingPower({ cash: '25000.5' }))).toBe('25000.50');
    expect(s(buyingPower({ cash: '-10', holdings }))).toBe('0.00');
  });
  it('a margin account adds the loan its holdings support, within the credit limit', () => {
    expect(s(buyingPower({ cash: '10000', holdings, creditLimit: '1000000' }))).toBe('80000.00');
    expect(s(buyingPower({ cash: '10000', holdings, creditLimit: '30000' }))).toBe('40000.00');
    expect(s(buyingPower({ cash: '-60000', holdings, creditLimit: '1000000' }))).toBe('10000.00');
    expect(s(buyingPower({ cash: '-80000', holdings, creditLimit: '1000000' }))).toBe('0.00');
  });
  it('is in MARGIN_CALL when equity falls below maintenance', () => {
    expect(s(equity('-60000', holdings))).toBe('90000.00');
    expect(s(maintenanceRequirement(holdings))).toBe('20000.00');
    expect(marginState('-60000', holdings)).toBe('NORMAL');
    const fallen = [{ marketValue: '70000', marginRatio: '0.7', maintenanceRatio: '0.2' }];
    expect(marginState('-56000', fallen)).toBe('NORMAL');
    expect(marginState('-56001', fallen)).toBe('MARGIN_CALL');
    expect(marginState('0', [])).toBe('NORMAL');
  });
  it('holds consideration plus estimated fees for a buy, nothing for a sell', () => {
    const hk = scheduleInForce(DEFAULT_FEE_SCHEDULES, 'HK', '2026-11-23')!;
    const trade = { side: 'BUY' as const, consideration: '50000', quantity: 100, instrumentType: 'EQTY' };
    expect(s(orderCashRequirement(hk, trade))).toBe('50071.26');
    expect(estimateFees(hk, trade).total).toBe('71.26');
    expect(s(orderCashRequirement(hk, { ...trade, side: 'SELL' }))).toBe('0.00');
  });
});

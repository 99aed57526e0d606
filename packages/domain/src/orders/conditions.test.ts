import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPriceUnits } from '../market-rules';
import { triggerSideProblem, type OrderConditionPrices } from './condition-rules';
import { chasePrice, conditionReached, type ConditionQuote } from './conditions';
import { ORDER_CONDITIONS, ORDER_SIDES, type OrderSide } from './vocabulary';

const p = toPriceUnits;
const traded = (last: string): ConditionQuote => ({ last: p(last), bid: null, ask: null });

describe('conditionReached', () => {
  it('releases a stop-loss sell when the price falls to the trigger, not before', () => {
    const stop: OrderConditionPrices = { type: 'STOP_LOSS_LIMIT', triggerPrice: p('480') };
    expect(conditionReached(stop, 'SELL', traded('480.2'))).toBeNull();
    expect(conditionReached(stop, 'SELL', traded('480'))).toBe('triggerPrice');
    expect(conditionReached(stop, 'SELL', traded('470'))).toBe('triggerPrice');
  });

  it('releases a stop buy (and a trigger-market buy) on a rise', () => {
    for (const type of ['STOP_LOSS_LIMIT', 'TRIGGER_MARKET'] as const) {
      const stop: OrderConditionPrices = { type, triggerPrice: p('520') };
      expect(conditionReached(stop, 'BUY', traded('519.5'))).toBeNull();
      expect(conditionReached(stop, 'BUY', traded('520'))).toBe('triggerPrice');
    }
  });

  it('releases a target-price sell on a rise and a target-price buy on a fall', () => {
    const target: OrderConditionPrices = { type: 'TARGET_PRICE_LIMIT', triggerPrice: p('520') };
    expect(conditionReached(target, 'SELL', traded('519.5'))).toBeNull();
    expect(conditionReached(target, 'SELL', traded('521'))).toBe('triggerPrice');
    const buyTarget: OrderConditionPrices = { type: 'TARGET_PRICE_LIMIT', triggerPrice: p('480') };
    expect(conditionReached(buyTarget, 'BUY', traded('481'))).toBeNull();
    expect(conditionReached(buyTarget, 'BUY', traded('479'))).toBe('triggerPrice');
  });

  it('releases a dual limit by whichever trigger the price reaches', () => {
    const dual: OrderConditionPrices = {
      type: 'DUAL_LIMIT',
      triggerPrice: p('520'),
      secondTriggerPrice: p('480'),
    };
    expect(conditionReached(dual, 'SELL', traded('500'))).toBeNull();
    expect(conditionReached(dual, 'SELL', traded('520'))).toBe('triggerPrice');
    expect(conditionReached(dual, 'SELL', traded('479'))).toBe('secondTriggerPrice');
  });

  it('waits for a trade: no last price, no release; a chase limit is never held', () => {
    const stop: OrderConditionPrices = { type: 'STOP_LOSS_LIMIT', triggerPrice: p('480') };
    expect(conditionReached(stop, 'SELL', { last: null, bid: p('1'), ask: p('2') })).toBeNull();
    expect(conditionReached({ type: 'CHASE_LIMIT', chaseCap: p('1') }, 'SELL', traded('0.5'))).toBeNull();
  });

  // Placing and releasing read one table: a trigger accepted at price P is not reached at P, and a price that
  // has crossed a trigger is one that placing at that price would refuse.
  const sideArb = fc.constantFrom<OrderSide>(...ORDER_SIDES);
  const heldTypes = ORDER_CONDITIONS.filter((type) => type !== 'CHASE_LIMIT');
  it('never releases at placing time an order whose triggers passed the side check', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...heldTypes),
        sideArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (type, side, trigger, secondTrigger, last) => {
          const condition: OrderConditionPrices = {
            type,
            triggerPrice: trigger,
            secondTriggerPrice: type === 'DUAL_LIMIT' ? secondTrigger : undefined,
          };
          const accepted = triggerSideProblem(condition, side, last) === null;
          const released = conditionReached(condition, side, { last, bid: null, ask: null }) !== null;
          expect(accepted && released).toBe(false);
          expect(accepted || released).toBe(true);
        },
      ),
    );
  });
});

describe('chasePrice', () => {
  it('joins its own touch', () => {
    expect(chasePrice('BUY', p('499.8'), p('500'), p('505'))).toBe(p('499.8'));
    expect(chasePrice('SELL', p('499.8'), p('500'), p('495'))).toBe(p('500'));
  });

  it('stops at the cap', () => {
    expect(chasePrice('BUY', p('506'), p('506.5'), p('505'))).toBe(p('505'));
    expect(chasePrice('SELL', p('493'), p('494'), p('495'))).toBe(p('495'));
  });

  it('falls back to the other touch, then to the cap, when a side of the book is empty', () => {
    expect(chasePrice('BUY', null, p('500'), p('505'))).toBe(p('500'));
    expect(chasePrice('SELL', null, null, p('495'))).toBe(p('495'));
  });

  it('never goes past the cap and follows the touch while inside it', () => {
    const price = fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom<OrderSide>(...ORDER_SIDES),
        price,
        price,
        fc.integer({ min: 1, max: 10_000_000 }),
        (side, bid, ask, cap) => {
          const chased = chasePrice(side, bid, ask, cap);
          if (side === 'BUY') expect(chased).toBeLessThanOrEqual(cap);
          else expect(chased).toBeGreaterThanOrEqual(cap);
          const touch = side === 'BUY' ? bid : ask;
          const inside = touch !== null && (side === 'BUY' ? touch <= cap : touch >= cap);
          if (inside) expect(chased).toBe(touch);
        },
      ),
    );
  });
});

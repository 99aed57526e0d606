import { describe, expect, it } from 'vitest';
import { hkInstrument } from '../instruments';
import { OrderBook } from '../order-book';
import { timetableOf } from '../sessions/session-clock';
import { zonedMinuteToEpoch } from '../time/zoned-time';
import { SessionGroup } from '../simulator/session-group';
import { px } from '../test-helpers';
import type { ExchangeEvent, TradeEvent } from '../types';
import { VCM_COOLING_OFF_MS, VcmMonitor, type VcmWindow } from './vcm-monitor';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 2, 0);

/** A book guarded by a VCM monitor at 10%, with a clock the test moves and a window it controls. */
function guardedBook(window: VcmWindow = () => '2026-11-23|0') {
  let now = START;
  const events: ExchangeEvent[] = [];
  const instrument = hkInstrument({ code: '00700', lotSize: 100, previousClose: px('60') });
  const monitor = new VcmMonitor({
    triggerPercent: 10,
    table: instrument.spreadTable,
    clock: () => now,
    window,
    fallbackReference: () => instrument.previousClose,
  });
  const book = new OrderBook(instrument, {
    clock: () => now,
    priceGuard: monitor.guard,
    sink: (event) => {
      events.push(event);
      if (event.type === 'trade') monitor.record(event.price, event.ts);
    },
  });
  let id = 0;
  const order = (
    side: 'buy' | 'sell',
    price: string,
    type: 'limit' | 'enhanced-limit' = 'limit',
    quantity = 100,
  ) => (book as OrderBook).submit({ id: `o${++id}`, side, type, quantity, price: px(price) });
  // A resting sell and a buy that meets it: one trade at `price` unless the monitor stops it.
  const cross = (price: string, buyType: 'limit' | 'enhanced-limit' = 'enhanced-limit') => {
    order('sell', price);
    order('buy', price, buyType);
  };
  const trades = () => events.filter((e): e is TradeEvent => e.type === 'trade');
  return {
    book,
    monitor,
    events,
    order,
    cross,
    trades,
    at: (time: number) => {
      now = time;
    },
  };
}

describe('volatility control mechanism', () => {
  it('starts a 5-minute cooling-off instead of a trade more than 10% from the price 5 minutes earlier', () => {
    const t = guardedBook();
    t.cross('60', 'limit');
    expect(t.trades()).toHaveLength(1);
    t.at(START + 6 * MINUTE);
    t.order('sell', '66.5');
    expect(t.order('buy', '66.5', 'enhanced-limit').ok).toBe(true);
    expect(t.trades()).toHaveLength(1);
    const state = t.monitor.state(START + 6 * MINUTE);
    expect(state).toEqual({
      reference: px('60'),
      lower: px('54'),
      upper: px('66'),
      coolingOffStart: START + 6 * MINUTE,
      coolingOffEnd: START + 6 * MINUTE + VCM_COOLING_OFF_MS,
    });
    // The blocked order would have crossed the book: its remainder is cancelled, not rested.
    expect(t.events.at(-1)).toMatchObject({ type: 'cancelled', reason: 'unfilled', quantity: 100 });
    expect(t.book.bestBid()).toBeUndefined();
  });

  it('lets trades print only inside the band while cooling off, then freely (once per session)', () => {
    const t = guardedBook();
    t.cross('60', 'limit');
    t.at(START + 6 * MINUTE);
    t.cross('66.5');
    expect(t.monitor.state(START + 6 * MINUTE)).not.toBeNull();
    // Inside the band: trades.
    t.at(START + 7 * MINUTE);
    t.cross('65');
    expect(t.trades().at(-1)?.price).toBe(px('65'));
    // Outside: the resting 66.50 may not trade during the cooling-off period.
    t.order('buy', '66.5', 'enhanced-limit');
    expect(t.trades().at(-1)?.price).toBe(px('65'));
    // After it (5 minutes later) trading is free again, and the same session cannot trigger twice.
    t.at(START + 11 * MINUTE + 1);
    expect(t.monitor.state(START + 11 * MINUTE + 1)).toBeNull();
    t.order('buy', '66.5', 'enhanced-limit');
    expect(t.trades().at(-1)?.price).toBe(px('66.5'));
    t.at(START + 20 * MINUTE);
    t.cross('80');
    expect(t.trades().at(-1)?.price).toBe(px('80'));
    expect(t.monitor.state(START + 20 * MINUTE)).toBeNull();
  });

  it('can trigger again in the next session', () => {
    let session = 'S0';
    const t = guardedBook(() => session);
    t.cross('60', 'limit');
    t.at(START + 6 * MINUTE);
    t.cross('70');
    expect(t.monitor.state(START + 6 * MINUTE)?.reference).toBe(px('60'));
    t.at(START + 12 * MINUTE);
    t.order('buy', '70', 'enhanced-limit');
    expect(t.trades().at(-1)?.price).toBe(px('70'));
    t.at(START + 30 * MINUTE);
    session = 'S1';
    t.cross('80');
    expect(t.monitor.state(START + 30 * MINUTE)?.reference).toBe(px('70'));
  });

  it('does not trigger outside its window', () => {
    const t = guardedBook(() => null);
    t.cross('60', 'limit');
    t.at(START + 6 * MINUTE);
    t.cross('70');
    expect(t.trades().at(-1)?.price).toBe(px('70'));
    expect(t.monitor.state(START + 6 * MINUTE)).toBeNull();
  });

  it('is armed from 15 minutes into each continuous session until 20 minutes before the close (HK calendar)', () => {
    const hk = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number) as [number, number];
      return zonedMinuteToEpoch('2026-11-23', h * 60 + m, 'Asia/Hong_Kong');
    };
    const group = new SessionGroup('HK', timetableOf('HK'), 'calendar', hk('08:00'));
    expect(group.vcmSession(hk('09:25'))).toBeNull();
    expect(group.vcmSession(hk('09:44'))).toBeNull();
    expect(group.vcmSession(hk('09:45'))).toBe('2026-11-23|0');
    expect(group.vcmSession(hk('11:59'))).toBe('2026-11-23|0');
    expect(group.vcmSession(hk('12:30'))).toBeNull();
    expect(group.vcmSession(hk('13:14'))).toBeNull();
    expect(group.vcmSession(hk('13:15'))).toBe('2026-11-23|1');
    expect(group.vcmSession(hk('15:39'))).toBe('2026-11-23|1');
    expect(group.vcmSession(hk('15:40'))).toBeNull();
    expect(group.vcmSession(hk('16:05'))).toBeNull();
    const halfDay = new SessionGroup('HK', timetableOf('HK'), 'calendar', hk('08:00'));
    const eve = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number) as [number, number];
      return zonedMinuteToEpoch('2026-12-24', h * 60 + m, 'Asia/Hong_Kong');
    };
    expect(halfDay.vcmSession(eve('11:39'))).toBe('2026-12-24|0');
    expect(halfDay.vcmSession(eve('11:40'))).toBeNull();
  });
});

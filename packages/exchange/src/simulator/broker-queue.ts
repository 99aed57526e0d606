import { ticksAway, type PriceUnits, type SpreadTable } from '@lantau/domain';
import type { OrderBook } from '../order-book';
import type { Side } from '../types';
import type { BrokerQueueSlot } from './types';

export const BROKER_QUEUE_SLOTS = 40;

const SPREAD_MARKERS: readonly BrokerQueueSlot[] = Array.from({ length: 64 }, (_, n) => ({ spread: n }));

/**
 * The HK broker queue of one side: the brokers of the orders at the best price in time priority, then a
 * spread marker (how many spreads from the best price the next level is), that level's brokers, and so on, up
 * to 40 slots. `brokerOf` names the broker of an order id (agents encode theirs; clients map to the platform).
 */
export function brokerQueue(
  book: OrderBook,
  side: Side,
  brokerOf: (orderId: string) => BrokerQueueSlot,
  slots = BROKER_QUEUE_SLOTS,
): BrokerQueueSlot[] {
  const out: BrokerQueueSlot[] = [];
  const levels = book.depth(side, slots);
  const table = book.instrument.spreadTable;
  const direction = side === 'buy' ? -1 : 1;
  let spreads = 0;
  let previous: PriceUnits | undefined;
  for (const { price } of levels) {
    if (out.length >= slots) break;
    if (previous !== undefined) {
      spreads += ticksBetween(table, previous, price, direction);
      out.push(SPREAD_MARKERS[spreads] ?? { spread: spreads });
    }
    previous = price;
    for (const id of book.queueIds(side, price, slots - out.length)) out.push(brokerOf(id));
  }
  return out;
}

/** Ticks from one level to the next (levels are usually adjacent, so this is nearly always one step). */
function ticksBetween(table: SpreadTable, from: PriceUnits, to: PriceUnits, direction: number): number {
  let current: PriceUnits | undefined = from;
  for (let n = 1; n <= 1_000; n += 1) {
    current = ticksAway(table, current, direction);
    if (current === undefined || current === to) return n;
    if (direction < 0 ? current < to : current > to) return n;
  }
  return 1;
}

import { toPriceUnits } from '@lantau/domain';
import { OrderBook } from './order-book';
import type { BookPhase, ExchangeEvent, InstrumentSpec, OrderRequest, Side } from './types';

/** A book with a fixed clock that records every event it emits. */
export function recordingBook(instrument: InstrumentSpec, phase: BookPhase = 'continuous') {
  const events: ExchangeEvent[] = [];
  let now = 1_700_000_000_000;
  const book = new OrderBook(instrument, { clock: () => now++, sink: (event) => events.push(event), phase });
  const trades = () => events.flatMap((event) => (event.type === 'trade' ? [event] : []));
  return { book, events, trades };
}

export const px = toPriceUnits;

/** A limit order as the tests write one, its price a decimal string; spread it to change the type or add an owner. */
export const limit = (side: Side, id: string, quantity: number, price: string): OrderRequest => ({
  id,
  side,
  type: 'limit',
  quantity,
  price: px(price),
});

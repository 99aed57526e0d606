import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ticksAway } from '@lantau/domain';
import { hkInstrument, usInstrument } from './instruments';
import { px, recordingBook } from './test-helpers';
import type { ExchangeEvent, InstrumentSpec, OrderType, Side } from './types';
import type { OrderBook } from './order-book';

type Op =
  | { kind: 'submit'; side: Side; type: OrderType; offset: number; lots: number; odd: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'amend'; pick: number; lots: number; offset: number | null };

const opArb = (types: OrderType[]): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('submit' as const),
        side: fc.constantFrom<Side>('buy', 'sell'),
        type: fc.constantFrom(...types),
        offset: fc.integer({ min: -8, max: 8 }),
        lots: fc.integer({ min: 1, max: 12 }),
        odd: fc.integer({ min: 0, max: 9 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('amend' as const),
        pick: fc.nat(),
        lots: fc.integer({ min: 1, max: 12 }),
        offset: fc.option(fc.integer({ min: -8, max: 8 })),
      }),
    },
  );

interface Ledger {
  quantity: number;
  filled: number;
  cancelled: number;
  limit: number | null;
  side: Side;
}

/** Runs ops against a book, checking the invariants after every step; returns the event log. */
function run(instrument: InstrumentSpec, ops: Op[]): ExchangeEvent[] {
  const { book, events } = recordingBook(instrument);
  const mid = instrument.previousClose;
  const table = instrument.spreadTable;
  const ledgers = new Map<string, Ledger>();
  const ids: string[] = [];
  let seen = 0;
  ops.forEach((op, index) => {
    const snapshot = priorityOrder(book);
    let actor: string;
    if (op.kind === 'submit') {
      actor = `o${index}`;
      const quantity = op.odd === 0 && instrument.oddLotBook ? op.lots * 10 : op.lots * instrument.lotSize;
      const price = ticksAway(table, mid, op.offset) as number;
      book.submit({ id: actor, side: op.side, type: op.type, quantity, price });
    } else {
      actor = ids.length === 0 ? 'none' : (ids[op.pick % ids.length] as string);
      if (op.kind === 'cancel') book.cancel(actor);
      else {
        const change = {
          quantity: op.lots * instrument.lotSize,
          ...(op.offset === null ? {} : { price: ticksAway(table, mid, op.offset) as number }),
        };
        book.amend(actor, change);
      }
    }
    const fresh = events.slice(seen);
    seen = events.length;
    const makers: string[] = [];
    for (const event of fresh) {
      if (event.type === 'accepted') {
        ledgers.set(event.orderId, {
          quantity: event.quantity,
          filled: 0,
          cancelled: 0,
          limit: event.price,
          side: event.side,
        });
        ids.push(event.orderId);
      } else if (event.type === 'amended') {
        const ledger = ledgers.get(event.orderId) as Ledger;
        ledger.quantity = event.quantity;
        ledger.limit = event.price;
      } else if (event.type === 'cancelled') {
        (ledgers.get(event.orderId) as Ledger).cancelled += event.quantity;
      } else if (event.type === 'trade') {
        const buy = ledgers.get(event.buyOrderId) as Ledger;
        const sell = ledgers.get(event.sellOrderId) as Ledger;
        buy.filled += event.quantity;
        sell.filled += event.quantity;
        // Trades never outside either limit price.
        if (buy.limit !== null) expect(event.price).toBeLessThanOrEqual(buy.limit);
        if (sell.limit !== null) expect(event.price).toBeGreaterThanOrEqual(sell.limit);
        expect(event.quantity).toBeGreaterThan(0);
        if (event.book === 'board-lot')
          makers.push(event.aggressor === 'buy' ? event.sellOrderId : event.buyOrderId);
        else expect(buy.limit).toBe(sell.limit);
      }
    }
    // Price-time priority: the makers hit are a prefix of the opposite side in priority order, each fully filled
    // except possibly the last.
    if (makers.length > 0) {
      const side = (ledgers.get(actor) as Ledger).side === 'buy' ? snapshot.sell : snapshot.buy;
      expect(makers).toEqual(side.slice(0, makers.length));
      makers.slice(0, -1).forEach((id) => expect(book.order(id)).toBeUndefined());
    }
    // No crossed book after continuous matching.
    const bid = book.bestBid();
    const ask = book.bestAsk();
    if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
    // Conservation for every order ever accepted.
    for (const [id, ledger] of ledgers) {
      const leaves = book.order(id)?.leaves ?? 0;
      expect(ledger.filled + leaves + ledger.cancelled, id).toBe(ledger.quantity);
    }
  });
  return events;
}

function priorityOrder(book: OrderBook): { buy: string[]; sell: string[] } {
  const flatten = (side: Side) =>
    book.depth(side, Infinity).flatMap((level) => book.queue(side, level.price).map((order) => order.id));
  return { buy: flatten('buy'), sell: flatten('sell') };
}

const hk = hkInstrument({ code: '00700', lotSize: 100, previousClose: px('20.1') });
const us = usInstrument({ code: 'AAPL', previousClose: px('1.02') });

describe('matching invariants over random order flow', () => {
  it('HK: priority, no crossed book, limits respected, conservation', () => {
    fc.assert(
      fc.property(
        fc.array(opArb(['limit', 'enhanced-limit', 'special-limit']), { maxLength: 150 }),
        (ops) => {
          run(hk, ops);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('US (limit and market, across the USD 1 band edge): the same invariants', () => {
    fc.assert(
      fc.property(fc.array(opArb(['limit', 'market']), { maxLength: 150 }), (ops) => {
        run(us, ops);
      }),
      { numRuns: 200 },
    );
  });
  it('is deterministic: the same inputs give the same events', () => {
    fc.assert(
      fc.property(fc.array(opArb(['limit', 'enhanced-limit', 'special-limit']), { maxLength: 80 }), (ops) => {
        expect(run(hk, ops)).toEqual(run(hk, ops));
      }),
      { numRuns: 30 },
    );
  });
});

describe('auction uncrossing over random orders', () => {
  const orderArb = fc.record({
    side: fc.constantFrom<Side>('buy', 'sell'),
    atAuction: fc.boolean(),
    offset: fc.integer({ min: -20, max: 20 }),
    lots: fc.integer({ min: 1, max: 20 }),
  });
  it('trades only at the IEP, never beyond a limit, the full IEV, conserves quantity and leaves no crossed book', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 60 }), (orders) => {
        const { book, events, trades } = recordingBook(hk, 'pre-opening');
        const limits = new Map<string, number | null>();
        orders.forEach((order, i) => {
          const price = order.atAuction
            ? undefined
            : (ticksAway(hk.spreadTable, hk.previousClose, order.offset) as number);
          const type = order.atAuction ? 'at-auction' : 'at-auction-limit';
          const result = book.submit({
            id: `o${i}`,
            side: order.side,
            type,
            quantity: order.lots * 100,
            price,
          });
          if (result.ok) limits.set(`o${i}`, price ?? null);
        });
        const indicative = book.indicativeEquilibrium();
        const eq = book.uncross();
        expect(eq).toEqual(indicative);
        const volume = trades().reduce((sum, t) => sum + t.quantity, 0);
        expect(volume).toBe(eq?.volume ?? 0);
        for (const t of trades()) {
          expect(t.price).toBe(eq?.price);
          const buyLimit = limits.get(t.buyOrderId);
          const sellLimit = limits.get(t.sellOrderId);
          if (buyLimit != null) expect(t.price).toBeLessThanOrEqual(buyLimit);
          if (sellLimit != null) expect(t.price).toBeGreaterThanOrEqual(sellLimit);
        }
        const bid = book.bestBid();
        const ask = book.bestAsk();
        if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        const accepted = events.flatMap((e) => (e.type === 'accepted' ? [e] : []));
        for (const a of accepted) {
          const filled = trades().reduce(
            (sum, t) => sum + (t.buyOrderId === a.orderId || t.sellOrderId === a.orderId ? t.quantity : 0),
            0,
          );
          const cancelled = events.reduce(
            (sum, e) => sum + (e.type === 'cancelled' && e.orderId === a.orderId ? e.quantity : 0),
            0,
          );
          expect(filled + cancelled + (book.order(a.orderId)?.leaves ?? 0)).toBe(a.quantity);
          if (limits.get(a.orderId) === null) expect(book.order(a.orderId)).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { toPriceUnits } from '@lantau/domain';
import { usInstrument } from './instruments';
import { OrderBook } from './order-book';

// The matching bench's seeded mix of operations (bench/matching.bench.ts), here so the replay test can run the
// very same stream through the book and compare what it emits with what the engine emitted before a change.

export type MixOp =
  | { kind: 'add'; id: string; buy: boolean; cents: number; size: number }
  | { kind: 'cancel'; id: string }
  | { kind: 'amend-size'; id: string; size: number }
  | { kind: 'amend-price'; id: string; cents: number };

/** mulberry32: a small seedable PRNG, so the mix is the same on every run and for both books. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * About 50% adds around a mid of USD 100.00 (within 50 cents, 10% crossing), 25% cancels, 25% amends (half
 * size, half price). Cancels and amends target orders that are live at that point, found by replaying the mix
 * through our book while generating it (plain limit orders match the same way in both books), and the book is
 * held near LIVE_TARGET resting orders, so neither book is measured on an ever-growing pile.
 */
const LIVE_TARGET = 5_000;
export function matchingMix(count: number, seed: number): MixOp[] {
  const rnd = random(seed);
  const ops: MixOp[] = [];
  const live: string[] = [];
  const index = new Map<string, number>();
  const drop = (id: string) => {
    const at = index.get(id);
    if (at === undefined) return;
    const last = live.pop() as string;
    if (last !== id) {
      live[at] = last;
      index.set(last, at);
    }
    index.delete(id);
  };
  const book = new OrderBook(usInstrument({ code: 'GEN', previousClose: toPriceUnits('100') }), {
    clock: () => 0,
    sink: (event) => {
      if (event.type === 'accepted') {
        index.set(event.orderId, live.length);
        live.push(event.orderId);
      } else if (event.type === 'cancelled') drop(event.orderId);
      else if (event.type === 'trade') {
        if (event.buyLeaves === 0) drop(event.buyOrderId);
        if (event.sellLeaves === 0) drop(event.sellOrderId);
      }
    },
  });
  const mid = 10_000; // cents
  for (let i = 0; i < count; i += 1) {
    const roll = live.length > LIVE_TARGET ? 0.5 + rnd() * 0.5 : rnd();
    let op: MixOp;
    if (roll < 0.5 || live.length === 0) {
      const buy = rnd() < 0.5;
      const depth = Math.floor(rnd() * 50);
      const cross = rnd() < 0.1 ? -Math.floor(rnd() * 5) - 1 : 1;
      const cents = buy ? mid - depth * cross : mid + depth * cross;
      op = { kind: 'add', id: `o${i}`, buy, cents, size: 1 + Math.floor(rnd() * 100) };
    } else {
      const id = live[Math.floor(rnd() * live.length)] as string;
      if (roll < 0.75) op = { kind: 'cancel', id };
      else if (rnd() < 0.5) op = { kind: 'amend-size', id, size: 1 + Math.floor(rnd() * 50) };
      else op = { kind: 'amend-price', id, cents: mid + Math.floor(rnd() * 100) - 50 };
    }
    ops.push(op);
    applyMixOp(book, op);
  }
  return ops;
}

const unitsPerCent = toPriceUnits('0.01');

/** One operation of the mix through our book, as the platform would call it. */
export function applyMixOp(book: OrderBook, op: MixOp): void {
  switch (op.kind) {
    case 'add':
      book.submit({
        id: op.id,
        side: op.buy ? 'buy' : 'sell',
        type: 'limit',
        quantity: op.size,
        price: op.cents * unitsPerCent,
      });
      break;
    case 'cancel':
      book.cancel(op.id);
      break;
    case 'amend-size':
      book.amend(op.id, { quantity: op.size });
      break;
    case 'amend-price':
      book.amend(op.id, { price: op.cents * unitsPerCent });
      break;
  }
}

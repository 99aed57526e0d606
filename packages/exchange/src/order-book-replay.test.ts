import { toPriceUnits } from '@lantau/domain';
import { describe, expect, it } from 'vitest';
import { usInstrument } from './instruments';
import { applyMixOp, matchingMix } from './matching-mix';
import { OrderBook } from './order-book';
import { hashSeed } from './random';

// The matching bench's seeded mix replayed through a fresh book: a 64-bit digest of every event it emits (fields in
// their order, a counting clock) and of every call's result must be what 41c4cca's engine produced, so work on
// the engine's speed cannot change a fill, an event or their order unnoticed.

/** Two chains of the seeded-random's 32-bit string hash, so the digest is 64 bits. */
function digest() {
  let low = 0;
  let high = 1;
  return {
    update(text: string): void {
      low = hashSeed(low, text);
      high = hashSeed('high', high, text);
    },
    hex: () => [high, low].map((part) => part.toString(16).padStart(8, '0')).join(''),
  };
}

function digestOf(operations: number, seed: number): { digest: string; events: number } {
  const hash = digest();
  let now = 0;
  let events = 0;
  const book = new OrderBook(usInstrument({ code: 'BENCH', previousClose: toPriceUnits('100') }), {
    clock: () => (now += 1),
    sink: (event) => {
      events += 1;
      hash.update(JSON.stringify(event, (_key, value: unknown) => (value === undefined ? null : value)));
    },
  });
  for (const op of matchingMix(operations, seed)) {
    applyMixOp(book, op);
    // What the book holds afterwards: its touch and size.
    hash.update(`${book.bestBid()} ${book.bestAsk()} ${book.levelCount('buy')} ${book.levelCount('sell')}\n`);
  }
  hash.update(JSON.stringify(book.openOrders()));
  hash.update(JSON.stringify([book.depth('buy', 100), book.depth('sell', 100)]));
  return { digest: hash.hex(), events };
}

describe('the matching bench mix replayed', () => {
  it('emits the events 41c4cca emitted, in the same order (seed 42)', () => {
    expect(digestOf(100_000, 42)).toEqual({
      digest: 'fc80c86a96a49d4b',
      events: 120_631,
    });
  });

  it('emits the events 41c4cca emitted, in the same order (seed 7)', () => {
    expect(digestOf(30_000, 7)).toEqual({
      digest: 'e43545ba40ecda60',
      events: 36_206,
    });
  });
});

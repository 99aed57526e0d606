import { createHash } from 'node:crypto';
import { toPriceUnits } from '@lantau/domain';
import { describe, expect, it } from 'vitest';
import { usInstrument } from './instruments';
import { applyMixOp, matchingMix } from './matching-mix';
import { OrderBook } from './order-book';

// The matching bench's seeded mix replayed through a fresh book: the digest of every event it emits (fields in
// their order, a counting clock) and of every call's result must be what 41c4cca's engine produced, so work on
// the engine's speed cannot change a fill, an event or their order unnoticed.

function digestOf(operations: number, seed: number): { digest: string; events: number } {
  const hash = createHash('sha256');
  let now = 0;
  let events = 0;
  const book = new OrderBook(usInstrument({ code: 'BENCH', previousClose: toPriceUnits('100') }), {
    clock: () => (now += 1),
    sink: (event) => {
      events += 1;
      hash.update(JSON.stringify(event, (_key, value: unknown) => (value === undefined ? null : value)));
      hash.update('\n');
    },
  });
  for (const op of matchingMix(operations, seed)) {
    applyMixOp(book, op);
    // What the book holds afterwards: its touch and size.
    hash.update(`${book.bestBid()} ${book.bestAsk()} ${book.levelCount('buy')} ${book.levelCount('sell')}\n`);
  }
  hash.update(JSON.stringify(book.openOrders()));
  hash.update(JSON.stringify([book.depth('buy', 100), book.depth('sell', 100)]));
  return { digest: hash.digest('hex'), events };
}

describe('the matching bench mix replayed', () => {
  it('emits the events 41c4cca emitted, in the same order (seed 42)', () => {
    expect(digestOf(100_000, 42)).toEqual({
      digest: '57b3bad89a37f7476fc8ea5a693f4c465231b70170ac55bca8d016132a029697',
      events: 120_631,
    });
  });

  it('emits the events 41c4cca emitted, in the same order (seed 7)', () => {
    expect(digestOf(30_000, 7)).toEqual({
      digest: '81f7332774b23d5b548bd2b484cbe18a274f6357b10badedffa8507e5776314c',
      events: 36_206,
    });
  });
});

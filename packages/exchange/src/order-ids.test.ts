import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idHash, OrderIds } from './order-ids';

// The book's id index against a Map doing the same: files, finds and removes agree after every step, including
// when ids collide (a hash narrowed to a few values puts every id in one run, where removal shifts entries back).

type Step = { kind: 'add'; key: number } | { kind: 'remove'; pick: number } | { kind: 'find'; key: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), key: fc.nat(200) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('find' as const), key: fc.nat(200) }) },
);

function replay(steps: Step[], hashOf: (id: string) => number): void {
  const ids: string[] = [];
  const index = new OrderIds(ids);
  const model = new Map<string, number>();
  const free: number[] = [];
  for (const step of steps) {
    if (step.kind === 'add') {
      const id = `id-${step.key}`;
      const handle = free.pop() ?? ids.length;
      if (handle === ids.length) ids.push('');
      const filed = index.findOrInsert(id, hashOf(id), handle);
      if (model.has(id)) {
        expect(filed).toBe(model.get(id));
        free.push(handle);
      } else {
        expect(filed).toBe(handle);
        ids[handle] = id;
        model.set(id, handle);
      }
    } else if (step.kind === 'remove') {
      const live = [...model.keys()];
      if (live.length === 0) continue;
      const id = live[step.pick % live.length] as string;
      const handle = model.get(id) as number;
      index.remove(hashOf(id), handle);
      model.delete(id);
      free.push(handle);
    } else {
      const id = `id-${step.key}`;
      expect(index.find(id, hashOf(id))).toBe(model.get(id) ?? -1);
    }
    expect(index.size).toBe(model.size);
  }
  for (const [id, handle] of model) expect(index.find(id, hashOf(id))).toBe(handle);
  expect(index.all().sort((a, b) => a - b)).toEqual([...model.values()].sort((a, b) => a - b));
}

describe('the order id index', () => {
  it('agrees with a Map through adds, duplicates, removals and growth', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 400 }), (steps) => replay(steps, idHash)),
      { numRuns: 200 },
    );
  });

  it('agrees with a Map when ids collide and runs wrap around the table', () => {
    // Three hashes near the table's end: long runs that wrap past the last entry to the first.
    const narrow = (id: string) => [31, 63, 30][(idHash(id) >>> 0) % 3] as number;
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 120 }), (steps) => replay(steps, narrow)),
      { numRuns: 200 },
    );
  });

  it('spreads sequential ids over the table', () => {
    const buckets = new Set<number>();
    for (let i = 0; i < 4096; i += 1) buckets.add(idHash(`o${i}`) & 4095);
    // A uniform hash fills about 1 - 1/e of 4,096 buckets with 4,096 keys.
    expect(buckets.size).toBeGreaterThan(2400);
  });
});

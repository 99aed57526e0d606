import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, hashSeed } from './seeded-random';

const take = (seed: number | string, n: number) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('seeded random', () => {
  it('repeats a stream for the same seed and differs for another', () => {
    expect(take(42, 20)).toEqual(take(42, 20));
    expect(take('42|00700', 20)).toEqual(take('42|00700', 20));
    expect(take(42, 20)).not.toEqual(take(43, 20));
  });

  it('keeps next() in [0, 1) and int(n) in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const random = createRandom(seed);
        for (let i = 0; i < 50; i += 1) {
          const value = random.next();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
          const k = random.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
        }
      }),
    );
    expect(() => createRandom(1).int(0)).toThrow();
  });

  it('gives roughly uniform and standard-normal draws', () => {
    const random = createRandom('moments');
    const n = 20_000;
    let sum = 0;
    let normalSum = 0;
    let normalSquares = 0;
    for (let i = 0; i < n; i += 1) {
      sum += random.next();
      const z = random.normal();
      normalSum += z;
      normalSquares += z * z;
    }
    expect(sum / n).toBeCloseTo(0.5, 1);
    expect(normalSum / n).toBeCloseTo(0, 1);
    expect(normalSquares / n).toBeCloseTo(1, 1);
  });

  it('hashes parts into distinct 32-bit seeds, sensitive to part boundaries', () => {
    expect(hashSeed(42, '00700')).toBe(hashSeed(42, '00700'));
    expect(hashSeed(42, '00700')).not.toBe(hashSeed(42, '00701'));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
    const seed = hashSeed('x');
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('gives independent-looking streams to neighbouring instruments', () => {
    const a = take(hashSeed(1, 'HK', '00700'), 100);
    const b = take(hashSeed(1, 'HK', '00701'), 100);
    const meanA = a.reduce((s, x) => s + x, 0) / a.length;
    const meanB = b.reduce((s, x) => s + x, 0) / b.length;
    const covariance = a.reduce((s, x, i) => s + (x - meanA) * ((b[i] ?? 0) - meanB), 0) / a.length;
    expect(Math.abs(covariance / (1 / 12))).toBeLessThan(0.3);
  });
});

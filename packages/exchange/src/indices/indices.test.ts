import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toPriceUnits, type PriceUnits } from '@lantau/domain';
import { findInstrument } from '../universe/universe';
import type { IndexDefinition } from '../universe/types';
import { computeIndexLevel } from './compute-index-level';
import { findIndexDefinition, INDEX_DEFINITIONS } from './index-definitions';
import { capWeights } from './index-weights';

const referenceOf = (definition: IndexDefinition) => (code: string) =>
  toPriceUnits(findInstrument(definition.market, code)?.referencePrice ?? '0');

describe('index definitions', () => {
  it('defines the eight indices with names in three languages', () => {
    expect(INDEX_DEFINITIONS.map((d) => d.code)).toEqual([
      'HSI',
      'HSCEI',
      'HSTECH',
      'SSE',
      'SZSE',
      'DJI',
      'IXIC',
      'SPX',
    ]);
    for (const d of INDEX_DEFINITIONS) {
      expect(d.name.en_US && d.name.zh_HK && d.name.zh_CN).toBeTruthy();
      expect(d.referenceLevel).toBeGreaterThan(0);
    }
    expect(findIndexDefinition('HSI')?.constituents.length).toBeGreaterThanOrEqual(80);
    expect(findIndexDefinition('HSCEI')?.constituents).toHaveLength(50);
    expect(findIndexDefinition('HSTECH')?.constituents).toHaveLength(30);
    expect(findIndexDefinition('DJI')?.constituents).toHaveLength(30);
    expect(findIndexDefinition('SPX')?.constituents).toHaveLength(100);
  });

  it('uses only constituents that exist in the universe, with positive weights', () => {
    for (const d of INDEX_DEFINITIONS) {
      for (const { code, weight } of d.constituents) {
        expect(findInstrument(d.market, code), `${d.code} ${code}`).toBeDefined();
        expect(weight).toBeGreaterThan(0);
      }
      expect(new Set(d.constituents.map((c) => c.code)).size).toBe(d.constituents.length);
    }
  });

  it('caps Hang Seng weights at 8%', () => {
    for (const code of ['HSI', 'HSCEI', 'HSTECH']) {
      const constituents = findIndexDefinition(code)?.constituents ?? [];
      const total = constituents.reduce((sum, c) => sum + c.weight, 0);
      for (const c of constituents) expect(c.weight / total).toBeLessThanOrEqual(0.08 + 1e-9);
    }
  });
});

describe('computeIndexLevel', () => {
  it('equals the reference level at reference prices and when no price is known', () => {
    for (const d of INDEX_DEFINITIONS) {
      const reference = referenceOf(d);
      expect(computeIndexLevel(d, reference, reference)).toBeCloseTo(d.referenceLevel, 6);
      expect(computeIndexLevel(d, () => undefined, reference)).toBeCloseTo(d.referenceLevel, 6);
    }
  });

  it('moves with the constituents: all up 10% means the index up 10%', () => {
    for (const d of INDEX_DEFINITIONS) {
      const reference = referenceOf(d);
      const level = computeIndexLevel(d, (code) => reference(code) * 1.1, reference);
      expect(level).toBeCloseTo(d.referenceLevel * 1.1, 6);
    }
  });

  it('weights a hand-built example as documented (price-weighted and cap-weighted)', () => {
    const prices: Record<string, PriceUnits> = { A: 110, B: 50 };
    const refs: Record<string, PriceUnits> = { A: 100, B: 50 };
    const priceWeighted: IndexDefinition = {
      code: 'DJI',
      market: 'US',
      name: { en_US: 'x', zh_HK: 'x', zh_CN: 'x' },
      referenceLevel: 1000,
      constituents: [
        { code: 'A', weight: 100 },
        { code: 'B', weight: 50 },
      ],
    };
    // (110 + 50) / (100 + 50) = 1.0667
    expect(
      computeIndexLevel(
        priceWeighted,
        (c) => prices[c],
        (c) => refs[c] ?? 1,
      ),
    ).toBeCloseTo(1066.667, 3);
  });

  it('stays between the lowest and highest constituent move', () => {
    const d = findIndexDefinition('HSI')!;
    const reference = referenceOf(d);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.5, max: 1.5, noNaN: true }), { minLength: 1 }), (moves) => {
        const moveOf = (code: string) =>
          moves[d.constituents.findIndex((c) => c.code === code) % moves.length]!;
        const level = computeIndexLevel(d, (code) => reference(code) * moveOf(code), reference);
        const used = d.constituents.map((c) => moveOf(c.code));
        expect(level).toBeGreaterThanOrEqual(d.referenceLevel * Math.min(...used) - 1e-6);
        expect(level).toBeLessThanOrEqual(d.referenceLevel * Math.max(...used) + 1e-6);
      }),
      { numRuns: 50 },
    );
  });
});

describe('capWeights', () => {
  it('caps large weights and keeps the total', () => {
    const capped = capWeights([50, 30, ...Array.from({ length: 18 }, () => 1)], 0.08);
    expect(capped.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    expect(Math.max(...capped)).toBeLessThanOrEqual(0.08 + 1e-12);
  });
});

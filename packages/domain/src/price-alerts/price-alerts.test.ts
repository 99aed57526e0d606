import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPriceAlertState,
  priceAlertConditionMet,
  priceAlertFrequencies,
  priceAlertTypes,
  priceAlertValueProblem,
  stepPriceAlert,
  type PriceAlertFrequency,
  type PriceAlertType,
  type PriceObservation,
} from './index';

const PREVIOUS_CLOSE = 100;

/** Runs an alert along a price path and answers the indexes of the observations it fired on. */
function firings(
  type: PriceAlertType,
  frequency: PriceAlertFrequency,
  value: string,
  path: PriceObservation[],
) {
  let state = newPriceAlertState();
  const fired: number[] = [];
  path.forEach((observation, index) => {
    const step = stepPriceAlert({ type, frequency, value }, state, observation);
    if (step.fire) fired.push(index);
    state = step.next;
  });
  return fired;
}

/** A price path around the previous close of 100, over a few business dates in order. */
const pathArbitrary = fc
  .array(fc.record({ cents: fc.integer({ min: 8000, max: 12000 }), nextDay: fc.boolean() }), {
    maxLength: 60,
  })
  .map((steps) => {
    let day = 1;
    return steps.map(({ cents, nextDay }) => {
      if (nextDay) day += 1;
      return {
        last: (cents / 100).toFixed(2),
        previousClose: String(PREVIOUS_CLOSE),
        businessDate: `2026-11-${String(day).padStart(2, '0')}`,
      } satisfies PriceObservation;
    });
  });

/** Values near the path: a price between 85 and 115, or a percent between 0.5 and 15. */
const valueFor = (type: PriceAlertType, raw: number) =>
  type.startsWith('Nominal') ? (85 + (raw % 3000) / 100).toFixed(2) : (0.5 + (raw % 1450) / 100).toFixed(2);

/** The model, written apart from the evaluator: where the condition becomes true, found from the whole path. */
function edgesOf(type: PriceAlertType, value: string, path: PriceObservation[]): number[] {
  const met = path.map((observation) => priceAlertConditionMet({ type, value }, observation));
  return met.flatMap((now, index) => (now && (index === 0 || !met[index - 1]) ? [index] : []));
}

describe('price alert evaluation along a price path', () => {
  for (const type of priceAlertTypes) {
    for (const frequency of priceAlertFrequencies) {
      it(`${type} ${frequency} fires exactly as often as it should`, () => {
        fc.assert(
          fc.property(pathArbitrary, fc.nat(), (path, raw) => {
            const value = valueFor(type, raw);
            const edges = edgesOf(type, value, path);
            const fired = firings(type, frequency, value, path);
            if (frequency === 'EFA') expect(fired).toEqual(edges);
            if (frequency === 'OFA') expect(fired).toEqual(edges.slice(0, 1));
            if (frequency === 'OPD') {
              // The first edge of each business date that has one.
              const firstOfDay = edges.filter(
                (index, at) => at === 0 || path[edges[at - 1]!]!.businessDate !== path[index]!.businessDate,
              );
              expect(fired).toEqual(firstOfDay);
            }
          }),
          { numRuns: 200 },
        );
      });
    }
  }

  const at = (last: string, businessDate = '2026-11-02'): PriceObservation => ({
    last,
    previousClose: '100',
    businessDate,
  });

  it('fires on the first look when the condition already holds, not again while it stays true', () => {
    const path = [at('101'), at('102'), at('103')];
    expect(firings('NominalUp', 'EFA', '100', path)).toEqual([0]);
  });

  it('reads each type as documented: at or beyond the value, percent against the previous close', () => {
    expect(priceAlertConditionMet({ type: 'NominalUp', value: '100' }, at('100'))).toBe(true);
    expect(priceAlertConditionMet({ type: 'NominalUp', value: '100' }, at('99.999'))).toBe(false);
    expect(priceAlertConditionMet({ type: 'NominalDown', value: '100' }, at('100'))).toBe(true);
    expect(priceAlertConditionMet({ type: 'NominalDown', value: '100' }, at('100.001'))).toBe(false);
    expect(priceAlertConditionMet({ type: 'ChangePctUp', value: '5' }, at('105'))).toBe(true);
    expect(priceAlertConditionMet({ type: 'ChangePctUp', value: '5' }, at('104.99'))).toBe(false);
    expect(priceAlertConditionMet({ type: 'ChangePctDown', value: '5' }, at('95'))).toBe(true);
    expect(priceAlertConditionMet({ type: 'ChangePctDown', value: '5' }, at('95.01'))).toBe(false);
    expect(
      priceAlertConditionMet({ type: 'ChangePctDown', value: '5' }, { last: '1', previousClose: '0' }),
    ).toBe(false);
  });

  it('OPD fires again on a new business date only after the condition was false', () => {
    const path = [at('101', '2026-11-02'), at('99', '2026-11-02'), at('101', '2026-11-02')];
    path.push(at('101', '2026-11-03'), at('99', '2026-11-03'), at('101', '2026-11-03'));
    expect(firings('NominalUp', 'OPD', '100', path)).toEqual([0, 5]);
    expect(firings('NominalUp', 'EFA', '100', path)).toEqual([0, 2, 5]);
    expect(firings('NominalUp', 'OFA', '100', path)).toEqual([0]);
  });
});

describe('price alert values', () => {
  it('are required, numbers, above zero, under the cap, with the format decimals', () => {
    expect(priceAlertValueProblem('NominalUp', ' ')).toBe('required');
    expect(priceAlertValueProblem('NominalUp', 'abc')).toBe('invalid');
    expect(priceAlertValueProblem('NominalUp', '-1')).toBe('invalid');
    expect(priceAlertValueProblem('NominalUp', '0')).toBe('notPositive');
    expect(priceAlertValueProblem('NominalUp', '1000000')).toBeNull();
    expect(priceAlertValueProblem('NominalUp', '1000000.001')).toBe('tooLarge');
    expect(priceAlertValueProblem('NominalDown', '12.345')).toBeNull();
    expect(priceAlertValueProblem('NominalDown', '12.3456')).toBe('tooPrecise');
    expect(priceAlertValueProblem('ChangePctUp', '100')).toBeNull();
    expect(priceAlertValueProblem('ChangePctDown', '100.01')).toBe('tooLarge');
    expect(priceAlertValueProblem('ChangePctDown', '1.234')).toBe('tooPrecise');
  });
});

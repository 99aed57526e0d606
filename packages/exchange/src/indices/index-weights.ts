import type { InstrumentReference } from '../universe/types';

// Constituent weights as the index families compute them, from the universe's reference data.

/** Market capitalisation at the reference price, in the trading currency. */
export function marketCapitalisation(instrument: InstrumentReference): number {
  return (instrument.sharesOutstanding ?? 0) * Number(instrument.referencePrice);
}

/**
 * Caps each weight at `capShare` of the total and hands the excess to the others in proportion, repeating until
 * no weight exceeds the cap (Hang Seng's indices cap a constituent at 8%). Returns the weights unchanged when a
 * cap cannot be met (fewer than 1 / capShare constituents).
 */
export function capWeights(weights: readonly number[], capShare: number): number[] {
  if (weights.length * capShare < 1) return [...weights];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const result = weights.map((weight) => weight / total);
  const capped = new Set<number>();
  for (let round = 0; round < weights.length; round += 1) {
    const over = result.findIndex((share, index) => !capped.has(index) && share > capShare + 1e-12);
    if (over === -1) break;
    result.forEach((share, index) => {
      if (share > capShare) capped.add(index);
    });
    const cappedTotal = capped.size * capShare;
    const freeTotal = result.reduce((sum, share, index) => (capped.has(index) ? sum : sum + share), 0);
    result.forEach((share, index) => {
      result[index] = capped.has(index) ? capShare : (share * (1 - cappedTotal)) / freeTotal;
    });
  }
  return result;
}

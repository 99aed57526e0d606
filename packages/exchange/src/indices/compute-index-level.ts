import type { PriceUnits } from '@lantau/domain';
import type { IndexDefinition } from '../universe/types';

/**
 * The index level at the given prices:
 *
 *   level = referenceLevel × Σ wᵢ·(pᵢ / refᵢ) / Σ wᵢ
 *
 * where pᵢ is the constituent's price now and refᵢ its reference price. With wᵢ = market capitalisation at the
 * reference price this is a capitalisation-weighted index (Σ sharesᵢ·pᵢ / Σ sharesᵢ·refᵢ); with wᵢ = refᵢ it is
 * price-weighted (Σ pᵢ / Σ refᵢ, the Dow's method). A constituent without a price (undefined or null) counts at its reference, so
 * a halted or not-yet-traded stock leaves the index where it was. At reference prices the level is exactly
 * referenceLevel.
 */
export function computeIndexLevel(
  definition: IndexDefinition,
  priceOf: (code: string) => PriceUnits | null | undefined,
  referenceOf: (code: string) => PriceUnits,
): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const { code, weight } of definition.constituents) {
    const reference = referenceOf(code);
    if (!(reference > 0) || !(weight > 0)) continue;
    const price = priceOf(code) ?? reference;
    weighted += weight * (price / reference);
    totalWeight += weight;
  }
  return totalWeight === 0 ? definition.referenceLevel : (definition.referenceLevel * weighted) / totalWeight;
}

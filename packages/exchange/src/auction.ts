import type { PriceUnits } from '@lantau/domain';

/** One order's interest in a call auction; price null is an at-auction order (any price). */
export interface AuctionInterest {
  readonly price: PriceUnits | null;
  readonly quantity: number;
}

/** The indicative equilibrium price (IEP) and volume (IEV) of a call auction. */
export interface Equilibrium {
  readonly price: PriceUnits;
  readonly volume: number;
  /** Buy and sell quantity willing to trade at the price; their difference is the imbalance. */
  readonly buyVolume: number;
  readonly sellVolume: number;
}

/**
 * Finds the equilibrium price by the HKEX order of tests: the candidate price with the most executable volume;
 * among those the least imbalance; then the nearest to the reference price (previous close in the pre-opening
 * auction, the fixed reference price in the closing auction); then the higher price. Candidates are every limit
 * price plus the reference price, which wins whenever it ties on volume and imbalance (the step functions are
 * flat between limit prices). Null when nothing can execute.
 */
export function findEquilibrium(
  buys: readonly AuctionInterest[],
  sells: readonly AuctionInterest[],
  referencePrice: PriceUnits,
): Equilibrium | null {
  const candidates = new Set<PriceUnits>([referencePrice]);
  let atAuctionBuy = 0;
  let atAuctionSell = 0;
  for (const order of buys) {
    if (order.price === null) atAuctionBuy += order.quantity;
    else candidates.add(order.price);
  }
  for (const order of sells) {
    if (order.price === null) atAuctionSell += order.quantity;
    else candidates.add(order.price);
  }
  const prices = [...candidates].sort((a, b) => a - b);
  const limitBuys = buys.filter((o) => o.price !== null).sort((a, b) => (b.price ?? 0) - (a.price ?? 0));
  const limitSells = sells.filter((o) => o.price !== null).sort((a, b) => (a.price ?? 0) - (b.price ?? 0));

  // Sell volume at or below each candidate, walking up; buy volume at or above, walking down.
  const sellAt = new Array<number>(prices.length);
  let cumulative = atAuctionSell;
  let cursor = 0;
  prices.forEach((price, index) => {
    while (cursor < limitSells.length && (limitSells[cursor]?.price ?? Infinity) <= price) {
      cumulative += limitSells[cursor]?.quantity ?? 0;
      cursor += 1;
    }
    sellAt[index] = cumulative;
  });
  let best: Equilibrium | null = null;
  cumulative = atAuctionBuy;
  cursor = 0;
  for (let index = prices.length - 1; index >= 0; index -= 1) {
    const price = prices[index] as PriceUnits;
    while (cursor < limitBuys.length && (limitBuys[cursor]?.price ?? -Infinity) >= price) {
      cumulative += limitBuys[cursor]?.quantity ?? 0;
      cursor += 1;
    }
    const buyVolume = cumulative;
    const sellVolume = sellAt[index] ?? 0;
    const candidate: Equilibrium = { price, volume: Math.min(buyVolume, sellVolume), buyVolume, sellVolume };
    if (candidate.volume > 0 && (best === null || isBetter(candidate, best, referencePrice)))
      best = candidate;
  }
  return best;
}

function isBetter(a: Equilibrium, b: Equilibrium, reference: PriceUnits): boolean {
  if (a.volume !== b.volume) return a.volume > b.volume;
  const imbalanceA = Math.abs(a.buyVolume - a.sellVolume);
  const imbalanceB = Math.abs(b.buyVolume - b.sellVolume);
  if (imbalanceA !== imbalanceB) return imbalanceA < imbalanceB;
  const distanceA = Math.abs(a.price - reference);
  const distanceB = Math.abs(b.price - reference);
  if (distanceA !== distanceB) return distanceA < distanceB;
  return a.price > b.price;
}

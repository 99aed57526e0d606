// The ballot for an oversubscribed public offer. HKEX's allotment bases give most successful applicants one lot
// before anyone gets a second; we model that: applications are drawn in a random order and, round after round,
// each still short of what it applied for gets one more lot while lots remain. Undersubscribed: everyone in full.

export interface BallotEntry {
  id: string;
  /** Shares applied for (a multiple of the lot). */
  quantity: number;
}

/**
 * Allots `sharesOffered` (rounded down to whole lots) among the entries. `randomInt(n)` gives a uniform integer
 * in [0, n): pass a seeded stream (the ID as seed) so the same ballot gives the same result.
 * Returns the allotted shares by entry ID (0 for those drawn out).
 */
export function ballotAllotment(
  entries: readonly BallotEntry[],
  sharesOffered: number,
  lotSize: number,
  randomInt: (n: number) => number,
): Map<string, number> {
  const allotted = new Map(entries.map((entry) => [entry.id, 0]));
  const applied = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  if (applied <= sharesOffered) {
    for (const entry of entries) allotted.set(entry.id, entry.quantity);
    return allotted;
  }
  // Fisher-Yates over a copy sorted by ID, so the draw depends only on the seed and the set of entries.
  const order = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let index = order.length - 1; index > 0; index -= 1) {
    const pick = randomInt(index + 1);
    [order[index], order[pick]] = [order[pick]!, order[index]!];
  }
  let lotsLeft = Math.floor(sharesOffered / lotSize);
  let wanting = order;
  while (lotsLeft > 0 && wanting.length > 0) {
    const stillWanting: BallotEntry[] = [];
    for (const entry of wanting) {
      if (lotsLeft === 0) break;
      const now = allotted.get(entry.id)! + lotSize;
      allotted.set(entry.id, now);
      lotsLeft -= 1;
      if (now < entry.quantity) stillWanting.push(entry);
    }
    wanting = stillWanting;
  }
  return allotted;
}

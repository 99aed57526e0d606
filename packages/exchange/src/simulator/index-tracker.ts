import type { PriceUnits } from '@lantau/domain';
import type { IndexDefinition } from '../universe/types';
import { computeIndexLevel } from './deps';
import type { IndexState } from './types';

export interface ConstituentPrices {
  /** Live price (last trade, else previous close). */
  price(code: string): PriceUnits | undefined;
  previousClose(code: string): PriceUnits | undefined;
  /** The reference price the index's reference level corresponds to (0 when unknown: left out). */
  reference(code: string): PriceUnits;
}

/** Index levels from their constituents; recomputed only when a constituent changed since the last pass. */
export class IndexTracker {
  private states: IndexState[];
  private readonly byConstituent = new Map<string, number[]>();
  private readonly dirty = new Set<number>();

  constructor(
    private readonly definitions: readonly IndexDefinition[],
    private readonly prices: (definition: IndexDefinition) => ConstituentPrices,
    time: number,
  ) {
    definitions.forEach((definition, index) => {
      for (const { code } of definition.constituents) {
        const key = `${definition.market}|${code}`;
        const list = this.byConstituent.get(key) ?? [];
        list.push(index);
        this.byConstituent.set(key, list);
      }
    });
    this.states = definitions.map((definition) => this.compute(definition, time));
  }

  all(): readonly IndexState[] {
    return this.states;
  }

  /** Marks the indices holding an instrument as needing a recomputation. */
  touch(market: string, code: string): void {
    for (const index of this.byConstituent.get(`${market}|${code}`) ?? []) this.dirty.add(index);
  }

  /** Recomputes touched indices; returns the ones whose value changed. */
  recompute(time: number): IndexState[] {
    if (this.dirty.size === 0) return [];
    const changed: IndexState[] = [];
    const next = [...this.states];
    for (const index of [...this.dirty].sort((a, b) => a - b)) {
      const state = this.compute(this.definitions[index] as IndexDefinition, time);
      const old = next[index] as IndexState;
      if (state.value !== old.value || state.previousClose !== old.previousClose) {
        next[index] = state;
        changed.push(state);
      }
    }
    this.dirty.clear();
    this.states = next;
    return changed;
  }

  private compute(definition: IndexDefinition, time: number): IndexState {
    const prices = this.prices(definition);
    const reference = (code: string) => prices.reference(code);
    return {
      definition,
      time,
      value: computeIndexLevel(definition, (code) => prices.price(code), reference),
      previousClose: computeIndexLevel(definition, (code) => prices.previousClose(code), reference),
    };
  }
}

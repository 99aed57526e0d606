import { roundToTick, type PriceUnits, type SpreadTable } from '@lantau/domain';
import type { VcmState } from '../simulator/types';

// The HKEX volatility control mechanism for one instrument.
//
// A trade that would print more than the trigger percentage away from the price five minutes earlier starts a
// five-minute cooling-off period in which trades may print only inside [ref x (1 - p), ref x (1 + p)], ref being
// that five-minutes-earlier price. Choice for orders outside the band: they are accepted and rest if they do not
// cross, but never match outside the band; an incoming order that could only fill outside it has its remainder
// cancelled ('unfilled'), so the book never stays crossed (OrderBook's price guard does that part).
// The trigger is armed only inside the window the calendar gives (not the first 15 minutes of a continuous
// session, not the last 20 minutes of the day), at most once per session.

export const VCM_LOOKBACK_MS = 5 * 60_000;
export const VCM_COOLING_OFF_MS = 5 * 60_000;

/** The session key ('2026-11-23|0') in which a trigger is allowed at `time`, or null outside the window. */
export type VcmWindow = (time: number) => string | null;

export interface VcmMonitorOptions {
  readonly triggerPercent: number;
  readonly table: SpreadTable;
  readonly clock: () => number;
  readonly window: VcmWindow;
  /** The price to compare with when no trade is five minutes old yet (the open or previous close). */
  readonly fallbackReference: () => PriceUnits;
  readonly onTrigger?: (state: VcmState) => void;
}

export class VcmMonitor {
  private times: number[] = [];
  private prices: PriceUnits[] = [];
  private cooling: VcmState | null = null;
  private readonly triggered = new Set<string>();

  constructor(private readonly options: VcmMonitorOptions) {}

  /** Records a trade; keeps just enough history to know the price five minutes back. */
  record(price: PriceUnits, time: number): void {
    this.times.push(time);
    this.prices.push(price);
    const cutoff = time - VCM_LOOKBACK_MS;
    let drop = 0;
    while (drop + 1 < this.times.length && (this.times[drop + 1] as number) <= cutoff) drop += 1;
    if (drop > 64) {
      this.times = this.times.slice(drop);
      this.prices = this.prices.slice(drop);
    }
  }

  /** The cooling-off state at `time`, or null. */
  state(time: number): VcmState | null {
    if (this.cooling !== null && time >= this.cooling.coolingOffEnd) this.cooling = null;
    return this.cooling;
  }

  /** Whether a trade may print at `price` now; may start a cooling-off period (and then answers false). */
  readonly guard = (price: PriceUnits): boolean => {
    const time = this.options.clock();
    const cooling = this.state(time);
    if (cooling !== null) return price >= cooling.lower && price <= cooling.upper;
    const session = this.options.window(time);
    if (session === null || this.triggered.has(session)) return true;
    const reference = this.priceAt(time - VCM_LOOKBACK_MS);
    const band = this.band(reference);
    if (price >= band.lower && price <= band.upper) return true;
    this.triggered.add(session);
    this.cooling = { ...band, coolingOffStart: time, coolingOffEnd: time + VCM_COOLING_OFF_MS };
    this.options.onTrigger?.(this.cooling);
    return false;
  };

  /** A new trading day: history and the cooling-off end; per-session triggers are keyed by date anyway. */
  reset(): void {
    this.times = [];
    this.prices = [];
    this.cooling = null;
  }

  private priceAt(time: number): PriceUnits {
    let found: PriceUnits | undefined;
    for (let i = 0; i < this.times.length && (this.times[i] as number) <= time; i += 1)
      found = this.prices[i];
    return found ?? this.options.fallbackReference();
  }

  private band(reference: PriceUnits): { reference: PriceUnits; lower: PriceUnits; upper: PriceUnits } {
    const p = this.options.triggerPercent;
    const table = this.options.table;
    // Inside the band means on a tick no further than p% away: round the edges inwards.
    const lower = roundToTick(table, Math.ceil((reference * (100 - p)) / 100), 'up') ?? table.min;
    const upper = roundToTick(table, Math.floor((reference * (100 + p)) / 100), 'down') ?? table.max;
    return { reference, lower, upper };
  }
}

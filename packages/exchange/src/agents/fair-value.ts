import type { PriceUnits } from '@lantau/domain';
import type { Random } from '../simulator/deps';

// The price the agents believe in: geometric Brownian motion at the instrument's annual volatility, scaled by
// the time that actually passed (so it does not depend on how often the instrument is picked), with a mild pull
// back to an anchor (the previous close) so a simulation left running for weeks stays near realistic levels.

/** Trading milliseconds in a year: 252 days of 6.5 hours. Volatility is quoted per this year. */
const TRADING_MS_A_YEAR = 252 * 6.5 * 3_600_000;
/** Mean reversion half-life: two trading days. */
const REVERSION_PER_MS = Math.LN2 / (2 * 6.5 * 3_600_000);

export class FairValue {
  private logValue: number;
  private logAnchor: number;
  private readonly sigmaPerRootMs: number;

  constructor(
    start: PriceUnits,
    volatility: number,
    private readonly floor: PriceUnits,
  ) {
    this.logValue = Math.log(Math.max(start, floor));
    this.logAnchor = this.logValue;
    this.sigmaPerRootMs = volatility / Math.sqrt(TRADING_MS_A_YEAR);
  }

  get value(): number {
    return Math.exp(this.logValue);
  }

  /** Moves the value by `elapsedMs` of simulated trading. */
  advance(elapsedMs: number, random: Random): void {
    if (elapsedMs <= 0) return;
    const drift = -REVERSION_PER_MS * elapsedMs * (this.logValue - this.logAnchor);
    this.logValue += drift + this.sigmaPerRootMs * Math.sqrt(elapsedMs) * random.normal();
    const floor = Math.log(this.floor);
    if (this.logValue < floor) this.logValue = floor;
  }

  /** Re-anchors (a new trading day) and optionally jumps to a price (the live price after an auction). */
  reset(anchor: PriceUnits, value?: PriceUnits): void {
    this.logAnchor = Math.log(Math.max(anchor, this.floor));
    if (value !== undefined) this.logValue = Math.log(Math.max(value, this.floor));
  }
}

import { z } from 'zod';
import { configPart, envText } from '../../platform/config/config-part';

/** How the simulated exchange runs (MARKET_* in the environment; tests inject the clock). */
export interface MarketSettings {
  marketClock: 'demo' | 'calendar';
  marketSeed: number;
  /** Milliseconds between the simulator's steps; undefined: the simulator's own. */
  marketTickMs: number | undefined;
  /** The market's clock; with it the simulator runs no timers of its own (the caller steps it). */
  marketTimeSource?: () => number;
}

export const marketConfig = configPart({
  environment: {
    MARKET_CLOCK: z.enum(['demo', 'calendar']).default('demo'),
    MARKET_SEED: envText.integer(0, 2_147_483_647).default(2026),
    MARKET_TICK_MS: envText.integer(10, 60_000).optional(),
  },
  settings: (env): Omit<MarketSettings, 'marketTimeSource'> => ({
    marketClock: env.MARKET_CLOCK,
    marketSeed: env.MARKET_SEED,
    marketTickMs: env.MARKET_TICK_MS,
  }),
});

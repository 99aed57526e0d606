import type { FastifyInstance } from 'fastify';
import { createMarketSimulator, type MarketSimulator } from '@lantau/exchange';
import type { SessionService } from '../auth/session-service';
import type { EventBus } from '../../platform/events/event-bus';
import { registerStreamSocket } from './stream-socket';
import type { StreamHub } from './stream-hub';
import { registerMarketDataRoutes } from './market-data-routes';
import { createMarketDataService } from './market-data-service';
import { createQuotePlanRepository } from './quote-plan-repository';
import { createQuotePlanService, type QuotePlanService } from './quote-plan-service';
import { createQuoteSource, type QuoteSource } from './quote-source';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated exchange this server quotes (tests step it; benchmarks read it). */
    marketSimulator: MarketSimulator;
    /** The streaming socket's fan-out, for its statistics. */
    streamHub: StreamHub;
  }
}

/**
 * What other capabilities read from market data: quotes as a plan sees them, the plans, and the simulated
 * exchange (app.ts makes the market clock from it: platform/time/market-clock.ts).
 */
export interface MarketDataParts {
  quotes: QuoteSource;
  plans: QuotePlanService;
  simulator: MarketSimulator;
}

/**
 * Market data: starts the simulated exchange (stopped when the server closes), serves the market-data API and
 * the quote plans, and the streaming socket.
 */
/** How the simulated exchange runs (MARKET_* in the environment; tests inject the clock). */
export interface MarketSettings {
  marketClock: 'demo' | 'calendar';
  marketSeed: number;
  marketTickMs: number | undefined;
  /** The market's clock; with it the simulator runs no timers of its own (the caller steps it). */
  marketTimeSource?: () => number;
}

export async function registerMarketData(
  app: FastifyInstance,
  config: MarketSettings,
  shared: { sessions: SessionService; bus: EventBus },
): Promise<MarketDataParts> {
  const simulator = createMarketSimulator({
    seed: config.marketSeed,
    mode: config.marketClock,
    ...(config.marketTimeSource && { clock: config.marketTimeSource }),
    ...(config.marketTickMs !== undefined && { tickMs: config.marketTickMs }),
  });
  // An injected clock means the caller steps the market itself (advanceTo); otherwise it runs on timers.
  if (!config.marketTimeSource) simulator.start();
  app.addHook('onClose', async () => simulator.stop());
  app.decorate('marketSimulator', simulator);
  const now = () => simulator.now();

  const plans = createQuotePlanService(
    app.db,
    createQuotePlanRepository(app.db),
    app.brokerRepository,
    new Set(simulator.instruments.map((instrument) => instrument.market)),
    shared.bus,
  );
  app.addHook('onClose', async () => plans.stop());
  const quotes = createQuoteSource(simulator, now);
  const market = createMarketDataService({
    simulator,
    quotes,
    plans,
    now,
  });
  registerMarketDataRoutes(app, market, plans);
  const hub = await registerStreamSocket(app, {
    simulator,
    sessions: shared.sessions,
    bus: shared.bus,
    feedPlansOf: (userId) => plans.webPlans(userId),
    indexQuotes: () => market.indices(),
  });
  app.decorate('streamHub', hub);
  return { quotes, plans, simulator };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { SocketHelloVerifier } from '../auth/socket-hello';
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
import type { MarketSettings } from './market-settings';
import type { RemoteExchange } from '../exchange-remote/remote-exchange';
import { createRemoteMarket } from '../exchange-remote/remote-market';

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
 * the quote plans, and the streaming socket. Returns what other capabilities read, and the simulator and the
 * stream's fan-out (tests step the one, benchmarks read the other's statistics).
 */
export async function registerMarketData(
  app: FastifyInstance,
  config: MarketSettings,
  shared: {
    db: Kysely<Database>;
    brokers: BrokerRepository;
    sessions: SessionService;
    bus: EventBus;
    verifySocketHello: SocketHelloVerifier;
    /** EXCHANGE=remote: the market is the exchange process's, replicated to this node. */
    remote?: RemoteExchange | undefined;
  },
): Promise<MarketDataParts & { hub: StreamHub }> {
  const simulator = shared.remote ? await remoteMarket(config, shared.remote, app) : localMarket(config);
  app.addHook('onClose', async () => simulator.stop());
  const now = () => simulator.now();

  const plans = createQuotePlanService(
    shared.db,
    createQuotePlanRepository(shared.db),
    shared.brokers,
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
  registerMarketDataRoutes(app, market, plans, shared.db);
  const hub = await registerStreamSocket(app, {
    simulator,
    sessions: shared.sessions,
    bus: shared.bus,
    verifyHello: shared.verifySocketHello,
    feedPlansOf: (userId) => plans.webPlans(userId),
    indexQuotes: () => market.indices(),
  });
  return { quotes, plans, simulator, hub };
}

function localMarket(config: MarketSettings): MarketSimulator {
  const simulator = createMarketSimulator({
    seed: config.marketSeed,
    mode: config.marketClock,
    ...(config.marketTimeSource && { clock: config.marketTimeSource }),
    ...(config.marketTickMs !== undefined && { tickMs: config.marketTickMs }),
  });
  // An injected clock means the caller steps the market itself (advanceTo); otherwise it runs on timers.
  if (!config.marketTimeSource) simulator.start();
  return simulator;
}

/** The exchange process's market: its snapshot loaded before the node serves, then its changes followed. */
async function remoteMarket(
  config: MarketSettings,
  remote: RemoteExchange,
  app: FastifyInstance,
): Promise<MarketSimulator> {
  const market = createRemoteMarket({
    seed: config.marketSeed,
    mode: config.marketClock,
    remote,
    log: app.log,
    ...(config.marketTimeSource && { clock: config.marketTimeSource }),
  });
  market.start();
  await market.ready();
  return market;
}

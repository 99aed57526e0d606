import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { MarketClock } from '../../platform/time/market-clock';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Ledger } from '../ledger';
import { createIpoClient } from './ipo-client';
import type { IpoContext } from './ipo-context';
import { createIpoDemoDesk, type DemoDeskMembers } from './ipo-demo';
import { createIpoDesk } from './ipo-desk';
import type { IpoMarketListing } from './ipo-market-listing';
import { createIpoProcessing } from './ipo-processing';
import { registerIpoRoutes } from './ipo-routes';

export type { IpoMarketListing } from './ipo-market-listing';

/**
 * IPOs: the client's calls, the desk's, and what the IPO job runs with (the timetable's processing and, in demo
 * mode, the demo desk).
 */
export function registerIpos(
  app: FastifyInstance,
  shared: {
    db: Kysely<Database>;
    ledger: Ledger;
    clock: Pick<MarketClock, 'now' | 'today'>;
    brokers: Pick<BrokerRepository, 'findConfigurations'>;
    bus: EventBus;
    listing: IpoMarketListing;
    /** Demo mode: who prepares and approves the demo issues' results. */
    demoDesk?: DemoDeskMembers | undefined;
  },
) {
  const context: IpoContext = shared;
  const processing = createIpoProcessing(context);
  const desk = createIpoDesk(context, processing);
  registerIpoRoutes(app, { db: shared.db, client: createIpoClient(context), desk });
  return {
    processing,
    demo: shared.demoDesk ? createIpoDemoDesk(context, desk, shared.demoDesk) : undefined,
  };
}

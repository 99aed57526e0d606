import type { FastifyInstance } from 'fastify';
import { createIpoClient } from './ipo-client';
import type { IpoContext } from './ipo-context';
import { createIpoDemoDesk, type DemoDeskMembers } from './ipo-demo';
import { createIpoDesk } from './ipo-desk';
import { createIpoProcessing } from './ipo-processing';
import { registerIpoRoutes } from './ipo-routes';

export type { IpoMarketListing } from './ipo-market-listing';

/**
 * IPOs: the client's calls, the desk's, and what the IPO job runs with (the timetable's processing and, in demo
 * mode, the demo desk).
 */
export function registerIpos(
  app: FastifyInstance,
  shared: IpoContext & {
    /** Demo mode: who prepares and approves the demo issues' results. */
    demoDesk?: DemoDeskMembers | undefined;
  },
) {
  const { demoDesk, ...context } = shared;
  const processing = createIpoProcessing(context);
  const desk = createIpoDesk(context, processing);
  registerIpoRoutes(app, { db: shared.db, client: createIpoClient(context), desk });
  return {
    processing,
    demo: demoDesk ? createIpoDemoDesk(context, desk, demoDesk) : undefined,
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { MarketSimulator } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import { deletePriceAlert, getPriceAlerts, patchPriceAlert, postPriceAlert } from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { MarketClock } from '../../platform/time/market-clock';
import { createPriceAlertService } from './price-alert-service';
import { createPriceAlertWatcher, type PriceAlertWatcher } from './price-alert-watcher';

const clientOf = (request: FastifyRequest) => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode };
};

/**
 * Price alerts: the client calls (thin: the service decides) and the watcher that fires them, returned (tests
 * wait for it to be idle).
 */
export async function registerPriceAlerts(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; simulator: MarketSimulator; clock: Pick<MarketClock, 'today'> },
): Promise<PriceAlertWatcher> {
  const watcher = createPriceAlertWatcher({
    db: shared.db,
    simulator: shared.simulator,
    clock: shared.clock,
    log: app.log,
  });
  const stop = await watcher.start();
  app.addHook('onClose', async () => {
    stop();
    await watcher.idle();
  });
  const alerts = createPriceAlertService({ db: shared.db, simulator: shared.simulator, watcher });
  registerCall(app, getPriceAlerts, ({ request, query }) => alerts.list(clientOf(request), query));
  registerCall(app, postPriceAlert, ({ request, body }) => alerts.create(clientOf(request), body));
  registerCall(app, patchPriceAlert, ({ request, params, body }) =>
    alerts.change(clientOf(request), params.alertID, body),
  );
  registerCall(app, deletePriceAlert, ({ request, params }) =>
    alerts.remove(clientOf(request), params.alertID),
  );
  return watcher;
}

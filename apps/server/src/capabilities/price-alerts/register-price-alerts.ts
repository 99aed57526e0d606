import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deletePriceAlert, getPriceAlerts, patchPriceAlert, postPriceAlert } from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { MarketClock } from '../../platform/time/market-clock';
import { createPriceAlertService } from './price-alert-service';
import { createPriceAlertWatcher, type PriceAlertWatcher } from './price-alert-watcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** The evaluator of price alerts on the live market (tests wait for it to be idle). */
    priceAlertWatcher: PriceAlertWatcher;
  }
}

const clientOf = (request: FastifyRequest) => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode };
};

/** Price alerts: the client calls (thin: the service decides) and the watcher that fires them. */
export async function registerPriceAlerts(
  app: FastifyInstance,
  shared: { clock: Pick<MarketClock, 'today'> },
): Promise<void> {
  const watcher = createPriceAlertWatcher({
    db: app.db,
    simulator: app.marketSimulator,
    clock: shared.clock,
    log: app.log,
  });
  app.decorate('priceAlertWatcher', watcher);
  const stop = await watcher.start();
  app.addHook('onClose', async () => {
    stop();
    await watcher.idle();
  });
  const alerts = createPriceAlertService({ db: app.db, simulator: app.marketSimulator, watcher });
  registerCall(app, getPriceAlerts, ({ request, query }) => alerts.list(clientOf(request), query));
  registerCall(app, postPriceAlert, ({ request, body }) => alerts.create(clientOf(request), body));
  registerCall(app, patchPriceAlert, ({ request, params, body }) =>
    alerts.change(clientOf(request), params.alertID, body),
  );
  registerCall(app, deletePriceAlert, ({ request, params }) =>
    alerts.remove(clientOf(request), params.alertID),
  );
}

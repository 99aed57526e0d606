import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../events/event-bus';
import type { Ledger } from '../ledger';
import { createExchangeLink } from './exchange-link';
import type { OrderContext } from './order-context';
import { listenToExchange } from './order-exchange';
import { reconcileAtStartUp, reenterOnOpen } from './order-reconciler';
import { registerOrderRoutes } from './order-routes';
import { createOrderService } from './order-service';
import { createSerialQueues } from './serial-queues';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every queued order change has been written (tests, shutdown). */
    ordersIdle: () => Promise<void>;
  }
}

/**
 * Orders: the API, the exchange's reports applied to orders and the ledger, and the re-entry of working orders
 * (at start-up, when the server is ready; and when a market opens, for multi-day orders).
 */
export function registerOrders(app: FastifyInstance, shared: { bus: EventBus; ledger: Ledger }): void {
  const simulator = app.marketSimulator;
  const context: OrderContext = {
    db: app.db,
    ledger: shared.ledger,
    simulator,
    exchange: createExchangeLink(simulator),
    queues: createSerialQueues(),
    bus: shared.bus,
    log: app.log,
  };
  const stopListening = listenToExchange(context);
  const stopReentering = reenterOnOpen(context);
  app.decorate('ordersIdle', () => context.queues.idle());
  app.addHook('onReady', async () => {
    const count = await reconcileAtStartUp(context);
    if (count > 0) app.log.info({ count }, 'working orders re-entered at the exchange');
  });
  app.addHook('preClose', async () => {
    stopListening();
    stopReentering();
    await context.queues.idle();
  });
  registerOrderRoutes(app, createOrderService(context, app.brokerRepository));
}

import { Decimal } from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MarketSimulator } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { EventBus } from '../../platform/events/event-bus';
import type { MarketClock } from '../../platform/time/market-clock';
import type { Ledger } from '../ledger';
import { createOrderMessages } from '../messages/order-messages';
import type { Notifier } from '../notifications/notifier';
import { NO_ORDER_TIMINGS, type OrderTimings } from '../../platform/metrics/order-timings';
import { brokerFeesOf } from './broker-fees';
import { createExchangeLink } from './exchange-link';
import type { OrderContext } from './order-context';
import { createExchangeReports } from './exchange-reports';
import { reconcile, reconcileAtStartUp, reenterOnOpen } from './order-reconciler';
import { orderRepository } from './order-repository';
import { workingStatuses } from './order-states';
import { registerOrderRoutes } from './order-routes';
import { createOrderService } from './order-service';
import { createSerialQueues } from './serial-queues';
import { createGroupCommit } from '../../platform/db/group-commit';
import { createConditionEngine } from './conditional/condition-engine';
import { createGreyMarket, type GreyMarket } from './grey-market';
import type { ExchangeReport } from '../exchange-remote/exchange-wire';
import type { RemoteExchange } from '../exchange-remote/remote-exchange';
import { applyAnswer, forgetIfFinal } from './remote-orders';

/**
 * Batches of order work in flight at once (each on a pooled connection of the default ten, which requests also
 * need), and the most units in one batch.
 */
const ORDER_COMMIT_LANES = 3;
const ORDER_COMMIT_MAX_BATCH = 48;

/**
 * Orders: the API, the exchange's reports applied to orders and the ledger, and the re-entry of working orders
 * (at start-up, when the server is ready; and when a market opens, for multi-day orders).
 */
export function registerOrders(
  app: FastifyInstance,
  shared: {
    db: Kysely<Database>;
    simulator: MarketSimulator;
    brokers: BrokerRepository;
    bus: EventBus;
    ledger: Ledger;
    clock: MarketClock;
    notifier: Notifier;
    northboundDailyQuota: string;
    /** EXCHANGE=remote: the exchange process, reached over Redis. */
    remote?: RemoteExchange | undefined;
    timings?: OrderTimings;
  },
): {
  idle: () => Promise<void>;
  greyMarket: GreyMarket;
  /** EXCHANGE=remote: applies the exchange's reports; `beforeReentry` runs at each new epoch first. */
  listenRemote: (beforeReentry: () => Promise<unknown>) => void;
} {
  const { db, simulator } = shared;
  const context: OrderContext = {
    db,
    ledger: shared.ledger,
    simulator,
    clock: shared.clock,
    exchange: createExchangeLink(simulator, shared.remote),
    queues: createSerialQueues(),
    commits: createGroupCommit(db, {
      lanes: ORDER_COMMIT_LANES,
      maxBatch: ORDER_COMMIT_MAX_BATCH,
      onRetry: (code, attempt) =>
        app.log.warn({ code, attempt }, 'an order unit lost a lock race and runs again'),
    }),
    bus: shared.bus,
    log: app.log,
    messages: createOrderMessages({ db, notifier: shared.notifier }),
    brokerFees: (brokerCode) => brokerFeesOf(shared.brokers, brokerCode),
    timings: shared.timings ?? NO_ORDER_TIMINGS,
  };
  // Orders start-up held back because their reports were still parked: re-entered once those are applied.
  const heldBack = new Set<string>();
  const reports = createExchangeReports(context, async (orderId) => {
    if (!heldBack.delete(orderId)) return;
    const row = await orderRepository.find(context.db, orderId);
    if (row !== undefined && workingStatuses.includes(row.status as never)) await reconcile(context, [row]);
  });
  const stopListening = reports.listen();
  const conditional = createConditionEngine(context);
  const orders = createOrderService(context, shared.brokers, conditional, {
    northboundDailyQuota: new Decimal(shared.northboundDailyQuota),
  });
  // The engine acts in the platform's name: a chase limit's re-pricing, an OCO leg's cancel.
  const stopConditions = conditional.start({
    amendPrice: (row, price) => orders.amend(platformCaller(row), row.order_id, { price }, 'platform'),
    cancel: (row) => orders.cancel(platformCaller(row), row.order_id, 'platform'),
  });
  const stopReentering = reenterOnOpen(context);
  app.addHook('onReady', async () => {
    // Reports parked before the stop first: re-entering an order needs its fills booked.
    for (const orderId of await reports.applyParkedAtStartUp()) heldBack.add(orderId);
    if (heldBack.size > 0)
      app.log.error(
        { orders: [...heldBack] },
        'orders whose exchange reports failed again: not re-entered yet',
      );
    const count = await reconcileAtStartUp(context, heldBack);
    if (count > 0) app.log.info({ count }, 'working orders re-entered at the exchange');
    const watched = await conditional.load();
    if (watched > 0) app.log.info({ watched }, 'conditional orders watched again');
  });
  app.addHook('preClose', async () => {
    stopListening();
    stopReentering();
    stopConditions();
    await context.queues.idle();
    await context.commits.idle();
  });
  /** A report of the remote exchange, on the one node that reads it; resolves once applied (or parked). */
  async function applyRemote(report: ExchangeReport, beforeReentry: () => Promise<unknown>) {
    if (report.kind === 'accepted' || report.kind === 'rejected') {
      await applyAnswer(context, report);
      if (report.kind === 'rejected') await forgetIfFinal(context, shared.remote!, report.orderId);
      return;
    }
    if (report.kind === 'epoch') {
      // A new exchange, empty: its new issues listed again, then every working order re-entered (once).
      await beforeReentry();
      const count = await reconcileAtStartUp(context, heldBack);
      app.log.info({ epoch: report.epoch, count }, 'a new exchange epoch: working orders re-entered');
      return;
    }
    await context.exchange.deliver(report);
    if (report.kind === 'fill' || report.kind === 'cancelled')
      await forgetIfFinal(context, shared.remote!, report.orderId);
  }
  registerOrderRoutes(app, orders, context.db);
  // Resolves when every queued order change has been written (tests wait for it). The grey market's steps
  // (releasing frozen proceeds, voiding a cancelled listing's trades) go to the job and the NewIssues port.
  return {
    idle: async () => {
      await context.queues.idle();
      await context.commits.idle();
    },
    greyMarket: createGreyMarket(context),
    listenRemote(beforeReentry) {
      shared.remote?.listen((report) => applyRemote(report, beforeReentry));
    },
  };
}

const platformCaller = (row: { user_id: string; broker_code: string }) => ({
  userId: row.user_id,
  brokerCode: row.broker_code,
  language: 'en_US' as const,
});

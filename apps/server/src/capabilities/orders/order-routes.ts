import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  deleteOrder,
  getExecutions,
  getFeeSchedule,
  getOrder,
  getOrders,
  patchOrder,
  postOrder,
  postOrderEstimate,
} from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { sessionOf } from '../auth/authenticate';
import { registerCall } from '../../platform/http/register-call';
import type { OrderService } from './order-service';

const callerOf = (request: FastifyRequest) => {
  const session = sessionOf(request);
  return { userId: session.userId, brokerCode: session.brokerCode, language: request.language };
};

/** /api/orders, /api/executions and /api/fees: thin, the service decides. */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderService, db: Kysely<Database>): void {
  registerCall(
    app,
    postOrder,
    ({ request, body, idempotency }) => orders.place(callerOf(request), body, idempotency),
    {
      idempotency: {
        db,
        replay: (orderId, { request }) => orders.placed(callerOf(request), orderId),
        // Placing only reads (the account, the broker's settings) before its transaction claims the key.
        claimFirst: true,
      },
    },
  );
  registerCall(app, postOrderEstimate, ({ request, body }) => orders.estimate(callerOf(request), body));
  registerCall(app, patchOrder, ({ request, params, body }) =>
    orders.amend(callerOf(request), params.orderID, body),
  );
  registerCall(app, deleteOrder, ({ request, params }) => orders.cancel(callerOf(request), params.orderID));
  registerCall(app, getOrder, ({ request, params }) => orders.get(callerOf(request), params.orderID));
  registerCall(app, getOrders, ({ request, query }) => orders.list(callerOf(request), query));
  registerCall(app, getExecutions, ({ request, query }) => orders.executions(callerOf(request), query));
  // The broker's schedule in force today (the web's cost calculator computes with it); E6007 when none is.
  registerCall(app, getFeeSchedule, ({ request, params }) =>
    orders.feeSchedule(callerOf(request), params.market),
  );
}

import type { OrderContext } from './order-context';
import { answerFromExchange, sendToExchange as sendInProcess } from './order-exchange';
import type { OrderRow } from './order-repository';
import { sendRemote } from './remote-orders';

/**
 * The one door an order goes through to the exchange: the simulator in this process (PND to ACK or REJ at
 * once), or the exchange process (EXCHANGE=remote: sent under the row lock, its answer a report).
 */
export function sendToExchange(context: OrderContext, row: OrderRow): Promise<OrderRow> {
  const remote = context.exchange.remote;
  return remote === undefined ? sendInProcess(context, row) : sendRemote(context, remote, row, false);
}

/**
 * A client's placement through the door: in this process answered from the simulator's synchronous outcome,
 * its ACK written behind the answer (`answerFromExchange`); the exchange process answers as before.
 */
export function answerPlacement(context: OrderContext, row: OrderRow): Promise<OrderRow> {
  const remote = context.exchange.remote;
  return remote === undefined ? answerFromExchange(context, row) : sendRemote(context, remote, row, false);
}

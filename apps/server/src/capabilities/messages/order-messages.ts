import { defaultApiLanguage, type OrderStatus } from '@lantau/contract';
import type { Kysely, Transaction } from 'kysely';
import type { CodeChannel, Database } from '../../platform/db/schema';
import type { Notifier } from '../notifications/notifier';
import {
  orderNoticeContent,
  orderNoticeEventOf,
  orderNoticeTitle,
  type OrderNoticeEvent,
  type OrderNoticeFacts,
} from '../notifications/order-notice-texts';
import type { Executor } from '../../platform/db/insert-missing';
import type { RowInsert } from '../../platform/db/row-templates';
import {
  addClientMessage,
  clientMessageInsert,
  messageRepository,
  type NewClientMessage,
} from './message-repository';

/** One change of a client's order, as the order service reports it. */
export interface OrderEventFacts extends OrderNoticeFacts {
  brokerCode: string;
  userId: string;
  status: OrderStatus;
  /** The status it changed from (absent for a fill's own message). */
  previousStatus?: OrderStatus;
  /** An event no status change tells (an amendment): stored as this event. */
  event?: OrderNoticeEvent;
}

/**
 * Stores the message-center row for an order's change, if it deserves one, in the transaction that made the
 * change (so a message never describes a change that was rolled back). Returns the event it was.
 */
export async function storeOrderMessage(
  db: Kysely<Database> | Transaction<Database>,
  facts: OrderEventFacts,
): Promise<OrderNoticeEvent | null> {
  const message = orderMessageOf(facts);
  if (message === null) return null;
  await addClientMessage(db, message);
  return message.event;
}

/**
 * The insert of the message-center row for an order's change (null when the change deserves none), built and
 * not run: it rides on the change's own statement (the order's move), in the transaction of the change.
 */
export function orderMessageInsert(executor: Executor, facts: OrderEventFacts): RowInsert | null {
  const message = orderMessageOf(facts);
  return message === null ? null : clientMessageInsert(executor, message);
}

function orderMessageOf(facts: OrderEventFacts): (NewClientMessage & { event: OrderNoticeEvent }) | null {
  const event =
    facts.event ?? orderNoticeEventOf(facts.previousStatus ?? null, facts.status, facts.fill !== undefined);
  if (event === null) return null;
  return {
    event,
    brokerCode: facts.brokerCode,
    userId: facts.userId,
    type: 'trade',
    title: orderNoticeTitle(event),
    content: orderNoticeContent(event, facts),
    reference: facts.orderId,
  };
}

/** For every execution, the SFC trade notice, sent after the commit on the channel other than the login one. */
export function createOrderMessages(deps: { db: Kysely<Database>; notifier: Notifier }) {
  return {
    /** The trade notice of an execution; call after the fill's transaction committed. */
    async notifyExecution(facts: OrderEventFacts): Promise<void> {
      if (facts.fill === undefined) return;
      // The client, their stored language and their latest login's channel: one read.
      const user = await messageRepository.noticeRecipient(deps.db, facts.userId);
      if (!user) return;
      await deps.notifier.sendComposedNotice({
        user,
        // The channel of the client's latest login decides the other channel (no login yet: SMS, so e-mail).
        codeChannel: (user.last_login_channel ?? 'SMS') as CodeChannel,
        storedLanguage: user.language,
        subject: orderNoticeTitle('filled'),
        text: orderNoticeContent('filled', facts),
        // A fill is reported by the exchange, outside any request of the client: the notifier writes it in
        // the client's stored language.
        language: defaultApiLanguage,
        what: 'trade notice',
      });
    },
  };
}

export type OrderMessages = ReturnType<typeof createOrderMessages>;

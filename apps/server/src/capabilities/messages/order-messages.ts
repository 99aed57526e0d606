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
import { addClientMessage, messageRepository } from './message-repository';

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
  const event =
    facts.event ?? orderNoticeEventOf(facts.previousStatus ?? null, facts.status, facts.fill !== undefined);
  if (event === null) return null;
  await addClientMessage(db, {
    brokerCode: facts.brokerCode,
    userId: facts.userId,
    type: 'trade',
    title: orderNoticeTitle(event),
    content: orderNoticeContent(event, facts),
    reference: facts.orderId,
  });
  return event;
}

/** For every execution, the SFC trade notice, sent after the commit on the channel other than the login one. */
export function createOrderMessages(deps: { db: Kysely<Database>; notifier: Notifier }) {
  return {
    /** The trade notice of an execution; call after the fill's transaction committed. */
    async notifyExecution(facts: OrderEventFacts): Promise<void> {
      if (facts.fill === undefined) return;
      const user = await messageRepository.noticeRecipient(deps.db, facts.userId);
      if (!user) return;
      // The channel of the client's latest login decides the other channel (no login yet: SMS, so e-mail).
      const lastChannel = await messageRepository.lastLoginChannel(deps.db, facts.userId);
      await deps.notifier.sendComposedNotice({
        user,
        codeChannel: (lastChannel ?? 'SMS') as CodeChannel,
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

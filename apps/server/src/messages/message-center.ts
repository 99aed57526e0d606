import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  getMessageCenter,
  patchMessageCenterReads,
  type ApiLanguage,
  type ClientMessage,
  type LocalizedText,
  type MessageType,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { registerCall } from '../http/register-call';

type MessageFilter = {
  messageType?: MessageType[];
  readStatus?: 'READ' | 'UNREAD';
  limit: number;
  offset: number;
};
type Owner = { brokerCode: string; userId: string };

const textIn = (text: LocalizedText, language: ApiLanguage) => text[language] ?? text.en_US ?? '';

/**
 * The message center's list and read calls over client_messages: a client reads only their own messages (of
 * their broker), deleted ones never. Orders and fund requests write the messages; this only reads and marks.
 */
export function createMessageCenter(db: Kysely<Database>) {
  const ownMessages = (owner: Owner, types: MessageType[] | undefined) => {
    let query = db
      .selectFrom('client_messages')
      .where('broker_code', '=', owner.brokerCode)
      .where('user_id', '=', owner.userId)
      .where('deleted_at', 'is', null);
    if (types) query = query.where('type', 'in', types);
    return query;
  };

  return {
    async list(owner: Owner, filter: MessageFilter, language: ApiLanguage) {
      const mine = ownMessages(owner, filter.messageType);
      const chosen =
        filter.readStatus === undefined
          ? mine
          : mine.where('read_at', filter.readStatus === 'READ' ? 'is not' : 'is', null);
      const [rows, counts] = await Promise.all([
        chosen
          .select(['message_id', 'type', 'title', 'content', 'reference', 'created_at', 'read_at'])
          .orderBy('created_at', 'desc')
          .orderBy('message_id')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        mine
          .select((eb) => [
            eb.fn.countAll<string>().as('all'),
            eb.fn.count<string>('message_id').filterWhere('read_at', 'is', null).as('unread'),
            eb.fn
              .count<string>('message_id')
              .filterWhere('read_at', filter.readStatus === 'READ' ? 'is not' : 'is', null)
              .as('chosen'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const messages: ClientMessage[] = rows.map((row) => ({
        messageID: row.message_id,
        type: row.type as MessageType,
        title: textIn(row.title, language),
        content: textIn(row.content, language),
        reference: row.reference,
        time: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      }));
      const total = filter.readStatus === undefined ? counts.all : counts.chosen;
      return { total: Number(total), unread: Number(counts.unread), messages };
    },

    async markRead(owner: Owner, messageIds: readonly string[]) {
      const updated = await db
        .updateTable('client_messages')
        .set({ read_at: new Date() })
        .where('broker_code', '=', owner.brokerCode)
        .where('user_id', '=', owner.userId)
        .where('message_id', 'in', messageIds)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { marked: Number(updated.numUpdatedRows) };
    },
  };
}

/** GET /api/message_centers and PATCH /api/message_centers/reads. */
export function registerMessageCenter(app: FastifyInstance): void {
  const center = createMessageCenter(app.db);
  const ownerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { brokerCode: session.brokerCode, userId: session.userId };
  };

  registerCall(app, getMessageCenter, ({ request, query }) =>
    center.list(ownerOf(request), query, request.language),
  );

  registerCall(app, patchMessageCenterReads, ({ request, body }) =>
    center.markRead(ownerOf(request), body.messageID),
  );
}

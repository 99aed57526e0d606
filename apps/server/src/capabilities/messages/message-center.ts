import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  deleteMessageCenterMessages,
  getMessageCenter,
  getMessageCenterMessage,
  patchMessageCenterReads,
  type ApiLanguage,
  type ClientMessage,
  type LocalizedText,
  type MessageType,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { registerCall } from '../../platform/http/register-call';

type MessageFilter = {
  messageType?: MessageType[];
  readStatus?: 'READ' | 'UNREAD';
  from?: string;
  to?: string;
  sort?: 'asc' | 'desc';
  keyword?: string;
  limit: number;
  offset: number;
};
export type Owner = { brokerCode: string; userId: string };

const textIn = (text: LocalizedText, language: ApiLanguage) => text[language] ?? text.en_US ?? '';

export const messageColumns = [
  'message_id',
  'type',
  'title',
  'content',
  'reference',
  'created_at',
  'read_at',
] as const;

/** A stored message as the caller reads it: title and content in their language. */
export function clientMessageOf(
  row: {
    message_id: string;
    type: string;
    title: LocalizedText;
    content: LocalizedText;
    reference: string | null;
    created_at: Date | string;
    read_at: Date | string | null;
  },
  language: ApiLanguage,
): ClientMessage {
  return {
    messageID: row.message_id,
    type: row.type as MessageType,
    title: textIn(row.title, language),
    content: textIn(row.content, language),
    reference: row.reference,
    time: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

// Calendar days are Hong Kong days (the portal's home market; no daylight saving, so a fixed offset is exact).
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 3600 * 1000);

/** LIKE treats % and _ as wildcards and \ as its escape: a keyword means its own characters. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Every language a message is kept in, title and content, so a keyword finds it whatever the caller reads in.
const searchableText = sql<string>`concat_ws(' ',
  title->>'en_US', title->>'zh_HK', title->>'zh_CN', content->>'en_US', content->>'zh_HK', content->>'zh_CN')`;

/**
 * The message center over client_messages: a client reads, marks and deletes only their own messages (of their
 * broker), deleted ones never. Orders, fund requests, dividends, alerts and announcements write the messages.
 */
export function createMessageCenter(db: Kysely<Database>) {
  const own = (owner: Owner) =>
    db
      .selectFrom('client_messages')
      .where('broker_code', '=', owner.brokerCode)
      .where('user_id', '=', owner.userId)
      .where('deleted_at', 'is', null);

  /** The caller's messages matching every filter but the read status (the unread count ignores it). */
  const matching = (owner: Owner, filter: MessageFilter) => {
    let query = own(owner);
    if (filter.messageType) query = query.where('type', 'in', filter.messageType);
    if (filter.from) query = query.where('created_at', '>=', dayStart(filter.from));
    if (filter.to) query = query.where('created_at', '<', nextDayStart(filter.to));
    if (filter.keyword) query = query.where(searchableText, 'ilike', likePattern(filter.keyword));
    return query;
  };

  return {
    async list(owner: Owner, filter: MessageFilter, language: ApiLanguage) {
      const mine = matching(owner, filter);
      const chosen =
        filter.readStatus === undefined
          ? mine
          : mine.where('read_at', filter.readStatus === 'READ' ? 'is not' : 'is', null);
      const direction = filter.sort ?? 'desc';
      const [rows, counts] = await Promise.all([
        chosen
          .select(messageColumns)
          .orderBy('created_at', direction)
          .orderBy('message_id', direction)
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
      const total = filter.readStatus === undefined ? counts.all : counts.chosen;
      return {
        total: Number(total),
        unread: Number(counts.unread),
        messages: rows.map((row) => clientMessageOf(row, language)),
      };
    },

    async one(owner: Owner, messageId: string, language: ApiLanguage): Promise<ClientMessage> {
      const row = await own(owner)
        .select(messageColumns)
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      if (!row) throw new AppError('E9080');
      return clientMessageOf(row, language);
    },

    /** Marks the messages named read, or every one of the caller's when `messageIds` is 'all'. */
    async markRead(owner: Owner, messageIds: readonly string[] | 'all') {
      let update = db
        .updateTable('client_messages')
        .set({ read_at: new Date() })
        .where('broker_code', '=', owner.brokerCode)
        .where('user_id', '=', owner.userId);
      if (messageIds !== 'all') update = update.where('message_id', 'in', messageIds);
      const updated = await update
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { marked: Number(updated.numUpdatedRows) };
    },

    /** Soft delete: the row stays for the broker's records, the client never sees it again. */
    async remove(owner: Owner, messageIds: readonly string[]) {
      const updated = await db
        .updateTable('client_messages')
        .set({ deleted_at: new Date() })
        .where('broker_code', '=', owner.brokerCode)
        .where('user_id', '=', owner.userId)
        .where('message_id', 'in', messageIds)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { deleted: Number(updated.numUpdatedRows) };
    },
  };
}

/** The message center's calls: list, one message, mark read, delete. */
export function registerMessageCenter(app: FastifyInstance, shared: { db: Kysely<Database> }): void {
  const center = createMessageCenter(shared.db);
  const ownerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { brokerCode: session.brokerCode, userId: session.userId };
  };

  registerCall(app, getMessageCenter, ({ request, query }) =>
    center.list(ownerOf(request), query, request.language),
  );

  registerCall(app, getMessageCenterMessage, ({ request, params }) =>
    center.one(ownerOf(request), params.messageID, request.language),
  );

  registerCall(app, patchMessageCenterReads, ({ request, body }) =>
    center.markRead(ownerOf(request), 'all' in body ? 'all' : body.messageID),
  );

  registerCall(app, deleteMessageCenterMessages, ({ request, body }) =>
    center.remove(ownerOf(request), body.messageID),
  );
}

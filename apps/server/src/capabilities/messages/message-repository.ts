import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LocalizedText, MessageType } from '@lantau/contract';
import { compiledStatement } from '../../platform/db/compiled-statement';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';
import { rowInsert } from '../../platform/db/row-templates';

export interface NewClientMessage {
  brokerCode: string;
  userId: string;
  type: MessageType;
  title: LocalizedText;
  content: LocalizedText;
  reference: string | null;
}

/** The insert of one message for the message center, built and not run (to ride on another statement). */
export function clientMessageInsert(executor: Executor, message: NewClientMessage, messageId = randomUUID()) {
  // A row insert: it rides on an order's move, built once per shape (platform/db/row-templates.ts).
  return rowInsert(executor, 'client_messages', {
    message_id: messageId,
    broker_code: message.brokerCode,
    user_id: message.userId,
    type: message.type,
    title: jsonb(message.title),
    content: jsonb(message.content),
    reference: message.reference,
  });
}

/** Stores one message for the message center; runs inside the caller's transaction when given one. */
export async function addClientMessage(executor: Executor, message: NewClientMessage): Promise<string> {
  const messageId = randomUUID();
  const { table, row } = clientMessageInsert(executor, message, messageId);
  await executor.insertInto(table).values(row).execute();
  return messageId;
}

export type MessageFilter = {
  messageType?: MessageType[];
  readStatus?: 'READ' | 'UNREAD';
  from?: string;
  to?: string;
  sort?: 'asc' | 'desc';
  keyword?: string;
  limit: number;
  offset: number;
};
/** Whose messages: a client of a broker. */
export type Owner = { brokerCode: string; userId: string };

const messageColumns = [
  'message_id',
  'type',
  'title',
  'content',
  'reference',
  'created_at',
  'read_at',
] as const;

// Calendar days are Hong Kong days (the portal's home market; no daylight saving, so a fixed offset is exact).
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 3600 * 1000);

/** LIKE treats % and _ as wildcards and \ as its escape: a keyword means its own characters. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Every language a message is kept in, title and content, so a keyword finds it whatever the caller reads in.
const searchableText = sql<string>`concat_ws(' ',
  title->>'en_US', title->>'zh_HK', title->>'zh_CN', content->>'en_US', content->>'zh_HK', content->>'zh_CN')`;

/** The owner's messages that are not deleted. */
const own = (executor: Executor, owner: Owner) =>
  executor
    .selectFrom('client_messages')
    .where('broker_code', '=', owner.brokerCode)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null);

/** The owner's messages matching every filter but the read status (the unread count ignores it). */
const matching = (executor: Executor, owner: Owner, filter: MessageFilter) => {
  let query = own(executor, owner);
  if (filter.messageType) query = query.where('type', 'in', filter.messageType);
  if (filter.from) query = query.where('created_at', '>=', dayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', nextDayStart(filter.to));
  if (filter.keyword) query = query.where(searchableText, 'ilike', likePattern(filter.keyword));
  return query;
};

/** SQL of the message center (client_messages) and of the notices about a client's trades. */
// Read for every fill's trade notice: built once (compiled-statement.ts).
const noticeRecipientRead = compiledStatement((db, p: { userId: string }) =>
  db
    .selectFrom('users')
    .select(['user_id', 'broker_code', 'email', 'mobile_area_code', 'mobile_number', 'language'])
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select('otp_channel')
        .whereRef('sessions.user_id', '=', 'users.user_id')
        .orderBy('created_at', 'desc')
        .limit(1)
        .as('last_login_channel'),
    )
    .where('user_id', '=', p.userId),
);

export const messageRepository = {
  /** A page of the owner's messages by the filter, with the counts the message center shows. */
  async list(executor: Executor, owner: Owner, filter: MessageFilter) {
    const mine = matching(executor, owner, filter);
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
    return { rows, total: Number(total), unread: Number(counts.unread) };
  },

  findOwn(executor: Executor, owner: Owner, messageId: string) {
    return own(executor, owner).select(messageColumns).where('message_id', '=', messageId).executeTakeFirst();
  },

  /** A message not deleted, with its broker (for the message socket's push). */
  find(executor: Executor, messageId: string) {
    return executor
      .selectFrom('client_messages')
      .select([...messageColumns, 'broker_code'])
      .where('message_id', '=', messageId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Marks the messages named read, or every one of the owner's; returns how many changed. */
  async markRead(executor: Executor, owner: Owner, messageIds: readonly string[] | 'all'): Promise<number> {
    let update = executor
      .updateTable('client_messages')
      .set({ read_at: new Date() })
      .where('broker_code', '=', owner.brokerCode)
      .where('user_id', '=', owner.userId);
    if (messageIds !== 'all') update = update.where('message_id', 'in', messageIds);
    const updated = await update
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  },

  /** Soft delete of the owner's messages named; returns how many changed. */
  async remove(executor: Executor, owner: Owner, messageIds: readonly string[]): Promise<number> {
    const updated = await executor
      .updateTable('client_messages')
      .set({ deleted_at: new Date() })
      .where('broker_code', '=', owner.brokerCode)
      .where('user_id', '=', owner.userId)
      .where('message_id', 'in', messageIds)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  },

  /**
   * Who a trade notice goes to, and where, in one read: the client's contact details, stored language (null:
   * never chosen) and the second-factor channel of their latest login (null: none yet).
   */
  noticeRecipient(executor: Executor, userId: string) {
    return noticeRecipientRead.executeTakeFirst(executor, { userId });
  },
};

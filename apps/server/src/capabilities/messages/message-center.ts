import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
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
import { messageRepository, type MessageFilter, type Owner } from './message-repository';

const textIn = (text: LocalizedText, language: ApiLanguage) => text[language] ?? text.en_US ?? '';

/** A stored message as the caller reads it: title and content in their language. */
export function clientMessageOf(
  row: {
    message_id: string;
    type: MessageType;
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
    type: row.type,
    title: textIn(row.title, language),
    content: textIn(row.content, language),
    reference: row.reference,
    time: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

/**
 * The message center over client_messages: a client reads, marks and deletes only their own messages (of their
 * broker), deleted ones never. Orders, fund requests, dividends, alerts and announcements write the messages.
 */
export function createMessageCenter(db: Kysely<Database>) {
  return {
    async list(owner: Owner, filter: MessageFilter, language: ApiLanguage) {
      const { rows, total, unread } = await messageRepository.list(db, owner, filter);
      return { total, unread, messages: rows.map((row) => clientMessageOf(row, language)) };
    },

    async one(owner: Owner, messageId: string, language: ApiLanguage): Promise<ClientMessage> {
      const row = await messageRepository.findOwn(db, owner, messageId);
      if (!row) throw new AppError('E9080');
      return clientMessageOf(row, language);
    },

    /** Marks the messages named read, or every one of the caller's when `messageIds` is 'all'. */
    async markRead(owner: Owner, messageIds: readonly string[] | 'all') {
      return { marked: await messageRepository.markRead(db, owner, messageIds) };
    },

    /** Soft delete: the row stays for the broker's records, the client never sees it again. */
    async remove(owner: Owner, messageIds: readonly string[]) {
      return { deleted: await messageRepository.remove(db, owner, messageIds) };
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

import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** One message as the development outbox shows it (and as /dev/outbox.json answers). */
export interface OutboxEntry {
  id: number;
  channel: 'SMS' | 'EMAIL';
  to: string;
  userID: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** SQL for the development outbox: every SMS and e-mail the platform sent. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(message: OutgoingMessage): Promise<void> {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.to,
          user_id: message.userId,
          subject: message.subject,
          body: message.text,
        })
        .execute();
    },

    /** Newest first, optionally only those to one address or for one user. */
    async list(filter: { to?: string; userId?: string; limit: number }): Promise<OutboxEntry[]> {
      let query = db.selectFrom('outbox_messages').selectAll();
      if (filter.to) query = query.where('recipient', '=', filter.to);
      if (filter.userId) query = query.where('user_id', '=', filter.userId);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        userID: row.user_id,
        subject: row.subject,
        text: row.body,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/** The development outbox as a sender: every message stored for /dev/outbox instead of delivered. */
export function createOutboxSender(outbox: OutboxRepository): MessageSender {
  return { send: (message) => outbox.insert(message) };
}

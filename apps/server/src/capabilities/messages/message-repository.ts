import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LocalizedText, MessageType } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { jsonb } from '../../platform/db/jsonb';

export interface NewClientMessage {
  brokerCode: string;
  userId: string;
  type: MessageType;
  title: LocalizedText;
  content: LocalizedText;
  reference: string | null;
}

/** Stores one message for the message center; runs inside the caller's transaction when given one. */
export async function addClientMessage(
  db: Kysely<Database> | Transaction<Database>,
  message: NewClientMessage,
): Promise<string> {
  const messageId = randomUUID();
  await db
    .insertInto('client_messages')
    .values({
      message_id: messageId,
      broker_code: message.brokerCode,
      user_id: message.userId,
      type: message.type,
      title: jsonb(message.title),
      content: jsonb(message.content),
      reference: message.reference,
    })
    .execute();
  return messageId;
}

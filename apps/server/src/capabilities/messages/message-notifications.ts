import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import { messageTypeSchema } from '@lantau/contract';
import { dedicatedClient } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

/** The channel migration 0018's trigger notifies for every new client message. */
export const clientMessagesChannel = 'client_messages';

const noticeSchema = z.object({ messageID: z.string(), userID: z.string(), type: messageTypeSchema });
/** A new message was committed: whose it is and its type (the row is read only if someone wants it). */
export type NewMessageNotice = z.infer<typeof noticeSchema>;

const RECONNECT_DELAY_MS = 2000;

/**
 * One LISTEN connection per server node on 'client_messages'. A lost connection is opened again after a pause;
 * messages committed while it was down are not pushed (they are in the message center all the same).
 * `start` resolves once the first LISTEN is in force, so nothing committed after it is missed.
 */
export function createMessageNotifications(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  onNotice: (notice: NewMessageNotice) => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function scheduleReconnect(target: pg.Client) {
    if (stopped || client !== target) return;
    client = undefined;
    void target.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'message notifications: reconnect failed');
      });
    }, RECONNECT_DELAY_MS);
  }

  async function connect(): Promise<void> {
    const target = dedicatedClient(db);
    client = target;
    target.on('error', (error) => {
      log.warn({ err: error }, 'message notifications connection lost');
      scheduleReconnect(target);
    });
    target.on('end', () => scheduleReconnect(target));
    target.on('notification', (message) => {
      if (message.channel !== clientMessagesChannel || !message.payload) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.payload);
      } catch {
        payload = undefined;
      }
      const notice = noticeSchema.safeParse(payload);
      if (notice.success) onNotice(notice.data);
      else log.warn({ payload: message.payload }, 'message notifications: unexpected payload');
    });
    try {
      await target.connect();
      await target.query(`LISTEN ${clientMessagesChannel}`);
    } catch (error) {
      scheduleReconnect(target);
      throw error;
    }
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retry);
      const target = client;
      client = undefined;
      await target?.end().catch(() => undefined);
    },
  };
}

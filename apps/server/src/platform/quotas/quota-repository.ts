import { sql } from 'kysely';
import type { Executor } from '../db/insert-missing';
import type { UploadUsageTable } from '../db/schema';

/** SQL of the quotas: anonymous writes per window, and what each client uploaded. */
export const quotaRepository = {
  /** Adds `rows` to the subject's count of the window ending at `windowEnd`; returns the count now. */
  async addWrites(executor: Executor, subject: string, windowEnd: Date, rows: number): Promise<number> {
    const { used } = await executor
      .insertInto('anonymous_write_quotas')
      .values({ subject, window_end: windowEnd, used: rows })
      .onConflict((conflict) =>
        conflict.columns(['subject', 'window_end']).doUpdateSet((update) => ({
          used: update('anonymous_write_quotas.used', '+', update.ref('excluded.used')),
        })),
      )
      .returning('used')
      .executeTakeFirstOrThrow();
    return used;
  },

  /** One client's uploads are counted one transaction at a time, until the transaction ends. */
  async lockUploads(trx: Executor, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`.execute(trx);
  },

  /** The client's uploads stored after `since`, oldest first. */
  uploadsSince(executor: Executor, userId: string, since: Date) {
    return executor
      .selectFrom('upload_usage')
      .select(['bytes', 'stored_at'])
      .where('user_id', '=', userId)
      .where('stored_at', '>', since)
      .orderBy('stored_at')
      .execute();
  },

  async recordUpload(
    executor: Executor,
    upload: { userId: string; kind: UploadUsageTable['kind']; bytes: number; storedAt: Date },
  ): Promise<void> {
    await executor
      .insertInto('upload_usage')
      .values({ user_id: upload.userId, kind: upload.kind, bytes: upload.bytes, stored_at: upload.storedAt })
      .execute();
  },
};

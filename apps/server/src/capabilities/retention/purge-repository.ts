import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { retentionCutoff, type RetentionDays } from './retention-rules';

/**
 * One kind of expired row: its table, its key, and the condition (over the table aliased `r`) that makes a
 * row expired for a given set of cutoffs.
 */
interface PurgeTarget {
  name: string;
  table: keyof Database;
  key: string;
  expired(cutoff: Record<keyof RetentionDays, Date>): RawBuilder<unknown>;
}

/** A session that ended (expired or revoked) before `cutoff`. */
const sessionEndedBefore = (cutoff: Date) => sql`(s.expires_at < ${cutoff} or s.revoked_at < ${cutoff})`;

/**
 * Every purge, in an order that respects foreign keys: app-OTP prefixes before their OTP steps, retired
 * refresh tokens before their sessions.
 */
const purgeTargets: readonly PurgeTarget[] = [
  {
    name: 'app OTP prefixes',
    table: 'app_otp_prefixes',
    key: 'id',
    expired: ({ expiredSteps }) => sql`r.expires_at < ${expiredSteps} or r.challenge_id in (
      select c.challenge_id from otp_challenges c where c.expires_at < ${expiredSteps})`,
  },
  {
    name: 'OTP steps',
    table: 'otp_challenges',
    key: 'challenge_id',
    expired: ({ expiredSteps }) => sql`r.expires_at < ${expiredSteps}`,
  },
  {
    name: 'slider puzzles',
    table: 'validation_challenges',
    key: 'key_hash',
    // greatest() skips nulls: a puzzle never solved lasts until expires_at, a solved one until its token does.
    expired: ({ expiredSteps }) => sql`greatest(r.expires_at, r.token_expires_at) < ${expiredSteps}`,
  },
  {
    name: 'retired refresh tokens',
    table: 'retired_refresh_tokens',
    key: 'refresh_token_hash',
    // Kept while their session lives: one coming back is how a stolen copy is detected.
    expired: ({ expiredSteps }) => sql`exists (
      select 1 from sessions s where s.session_id = r.session_id and ${sessionEndedBefore(expiredSteps)})`,
  },
  {
    name: 'ended sessions',
    table: 'sessions',
    key: 'session_id',
    expired: ({ endedSessions }) => sql`(r.expires_at < ${endedSessions} or r.revoked_at < ${endedSessions})
      and not exists (select 1 from retired_refresh_tokens t where t.session_id = r.session_id)`,
  },
  {
    name: 'login records',
    table: 'login_records',
    key: 'id',
    expired: ({ loginRecords }) => sql`r.logged_in_at < ${loginRecords} and exists (
      select 1 from login_records newer
      where newer.user_id = r.user_id and (newer.logged_in_at, newer.id) > (r.logged_in_at, r.id))`,
  },
  {
    name: 'outbox messages',
    table: 'outbox_messages',
    key: 'id',
    expired: ({ outbox }) => sql`r.created_at < ${outbox}`,
  },
  {
    name: 'client reports',
    table: 'client_reports',
    key: 'id',
    expired: ({ clientReports }) => sql`r.created_at < ${clientReports}`,
  },
  {
    name: 'feature requests',
    table: 'feature_requests',
    key: 'id',
    expired: ({ featureRequests }) => sql`r.created_at < ${featureRequests}`,
  },
  {
    // Failure counters of one address (or of every address, '*') for one user ID: anonymous callers create
    // them with every wrong password, so they go once nothing about them matters any more (no lock running,
    // nothing counted for a day). Their composite key is reached through the row's physical address.
    name: 'login attempt counters',
    table: 'login_attempts',
    key: 'ctid',
    expired: ({ expiredSteps }) =>
      sql`r.updated_at < ${expiredSteps} and (r.locked_until is null or r.locked_until < ${expiredSteps})`,
  },
  {
    name: 'anonymous write quota windows',
    table: 'anonymous_write_quotas',
    key: 'id',
    expired: ({ expiredSteps }) => sql`r.window_end < ${expiredSteps}`,
  },
  {
    // An upload counts against its client's quota for a day (quotas/upload-quota.ts).
    name: 'upload records',
    table: 'upload_usage',
    key: 'id',
    expired: ({ expiredSteps }) => sql`r.stored_at + interval '1 day' < ${expiredSteps}`,
  },
  {
    // A certificate is uploaded as a deposit is filled in; one no deposit took is abandoned, and its bytes go.
    // A deposit takes its certificate under a key-share lock, so it never refers to one purged meanwhile.
    name: 'unused transfer certificates',
    table: 'fund_certificates',
    key: 'certificate_id',
    expired: ({ unusedCertificates }) => sql`r.created_at < ${unusedCertificates} and not exists (
      select 1 from fund_requests f where f.certificate_id = r.certificate_id)`,
  },
];

export const purgeTargetNames = purgeTargets.map((target) => target.name);

/** SQL of the purge: deletes expired rows in batches, each its own short statement. */
export function createPurgeRepository(db: Kysely<Database>) {
  return {
    /**
     * Deletes up to `batchSize` expired rows of each kind per statement until none is left, checking `signal`
     * between statements. Returns how many rows of each kind went.
     */
    async purgeExpired(
      now: Date,
      retentionDays: RetentionDays,
      options: { batchSize: number; signal: AbortSignal },
    ): Promise<Record<string, number>> {
      const cutoffs = Object.fromEntries(
        Object.entries(retentionDays).map(([rule, days]) => [rule, retentionCutoff(now, days)]),
      ) as Record<keyof RetentionDays, Date>;
      const deleted: Record<string, number> = {};
      for (const target of purgeTargets) {
        let count = 0;
        for (;;) {
          if (options.signal.aborted) return { ...deleted, [target.name]: count };
          const key = sql.ref(target.key);
          const table = sql.table(target.table);
          const result = await sql`
            delete from ${table} where ${key} in (
              select ${sql.ref(`r.${target.key}`)} from ${table} as r
              where ${target.expired(cutoffs)}
              limit ${options.batchSize})`.execute(db);
          const batch = Number(result.numAffectedRows ?? 0);
          count += batch;
          if (batch < options.batchSize) break;
        }
        deleted[target.name] = count;
      }
      return deleted;
    },
  };
}

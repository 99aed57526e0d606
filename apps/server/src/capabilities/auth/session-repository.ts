import type { Kysely } from 'kysely';
import { columnsOf } from '../../platform/db/column-names';
import type { Executor } from '../../platform/db/insert-missing';
import type { CodeChannel, Database } from '../../platform/db/schema';
import { brokerSettingOf } from '../brokers/broker-repository';

export interface NewSession {
  sessionId: string;
  userId: string;
  brokerCode: string;
  tokenHash: string;
  refreshTokenHash: string;
  signingKey: string;
  otpChannel: CodeChannel;
  deviceUuid: string | null;
  /** The login's time: the absolute time-out counts from it. */
  createdAt: Date;
  expiresAt: Date;
}

/** SQL for sessions, their retired refresh tokens and the record of logins. */
export function createSessionRepository(db: Kysely<Database>) {
  /**
   * A session that is neither revoked nor past its expiry, with what the auth checks need of its user and
   * broker (the idle time-out, and the absolute one the service checks against created_at).
   */
  const liveSessions = (executor: Executor, now: Date) =>
    executor
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select([
        'sessions.session_id',
        'sessions.user_id',
        'sessions.broker_code',
        'sessions.signing_key',
        'sessions.otp_channel',
        'sessions.created_at',
        'sessions.expires_at',
        'users.must_change_password',
        'users.password_changed_at',
        'users.additional_agreement_accepted_at',
        brokerSettingOf('sessions.broker_code', 'WebSessionTimeoutSeconds').as('broker_timeout'),
        brokerSettingOf('sessions.broker_code', 'WebSessionAbsoluteTimeoutSeconds').as(
          'broker_absolute_timeout',
        ),
      ])
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now);

  return {
    findLiveByTokenHash(tokenHash: string, now: Date) {
      return liveSessions(db, now).where('sessions.token_hash', '=', tokenHash).executeTakeFirst();
    },

    findLiveById(sessionId: string, now: Date) {
      return liveSessions(db, now).where('sessions.session_id', '=', sessionId).executeTakeFirst();
    },

    findLiveByRefreshHash(refreshTokenHash: string, now: Date) {
      return liveSessions(db, now)
        .where('sessions.refresh_token_hash', '=', refreshTokenHash)
        .executeTakeFirst();
    },

    /** The session a retired refresh token belonged to, if it is one. */
    async findSessionOfRetiredRefresh(refreshTokenHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('retired_refresh_tokens')
        .select('session_id')
        .where('refresh_token_hash', '=', refreshTokenHash)
        .executeTakeFirst();
      return row?.session_id;
    },

    async insert(executor: Executor, session: NewSession): Promise<void> {
      await executor.insertInto('sessions').values(columnsOf(session)).execute();
    },

    /**
     * Moves the expiry of a live session forward (sliding timeout); never back, should two nodes' writes
     * arrive out of order.
     */
    async touch(sessionId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '<', expiresAt)
        .execute();
    },

    /**
     * Swaps the token pair of a live session; the old refresh token is remembered so its reuse can be
     * recognised. False when the old refresh token was no longer current (a concurrent refresh won).
     */
    async rotate(
      sessionId: string,
      oldRefreshHash: string,
      next: { tokenHash: string; refreshTokenHash: string; expiresAt: Date },
    ): Promise<boolean> {
      return db.transaction().execute(async (transaction) => {
        const updated = await transaction
          .updateTable('sessions')
          .set({
            token_hash: next.tokenHash,
            refresh_token_hash: next.refreshTokenHash,
            expires_at: next.expiresAt,
            last_seen_at: new Date(),
          })
          .where('session_id', '=', sessionId)
          .where('refresh_token_hash', '=', oldRefreshHash)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        await transaction
          .insertInto('retired_refresh_tokens')
          .values({ refresh_token_hash: oldRefreshHash, session_id: sessionId })
          .execute();
        return true;
      });
    },

    /**
     * Locks the user's row until the transaction ends, so two logins of one user cannot both see no other
     * session and both stay open.
     */
    async lockUser(executor: Executor, userId: string): Promise<void> {
      await executor
        .selectFrom('users')
        .select('user_id')
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
    },

    /** Revokes sessions and returns the ids of those that were still open. */
    async revoke(
      executor: Executor,
      where: { sessionId: string } | { userId: string },
      reason: string,
    ): Promise<string[]> {
      let query = executor
        .updateTable('sessions')
        .set({ revoked_at: new Date(), revoke_reason: reason })
        .where('revoked_at', 'is', null);
      query =
        'sessionId' in where
          ? query.where('session_id', '=', where.sessionId)
          : query.where('user_id', '=', where.userId);
      const rows = await query.returning('session_id').execute();
      return rows.map((row) => row.session_id);
    },

    async previousLoginTime(executor: Executor, userId: string): Promise<Date | undefined> {
      const row = await executor
        .selectFrom('login_records')
        .select('logged_in_at')
        .where('user_id', '=', userId)
        .orderBy('logged_in_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.logged_in_at;
    },

    async recordLogin(
      executor: Executor,
      record: {
        userId: string;
        brokerCode: string;
        otpChannel: CodeChannel;
        deviceUuid: string | null;
        address: string;
      },
    ): Promise<void> {
      await executor
        .insertInto('login_records')
        .values({
          user_id: record.userId,
          broker_code: record.brokerCode,
          otp_channel: record.otpChannel,
          device_uuid: record.deviceUuid,
          address: record.address,
        })
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
export type LiveSessionRow = NonNullable<Awaited<ReturnType<SessionRepository['findLiveByTokenHash']>>>;

import type { Kysely, Selectable } from 'kysely';
import { columnsOf } from '../../platform/db/column-names';
import type { Executor } from '../../platform/db/insert-missing';
import type { CodeChannel, Database, OtpChallengesTable, OtpPurpose } from '../../platform/db/schema';

export type ChallengeRow = Selectable<OtpChallengesTable>;

export interface NewChallenge {
  challengeId: string;
  purpose: OtpPurpose;
  brokerCode: string;
  userId: string;
  userKnown: boolean;
  channel: CodeChannel;
  contact: string;
  twoFaTokenHash: string | null;
  validationTokenHash: string | null;
  expiresAt: Date;
  /** THIRD_PARTY: the third party's reference of its request. */
  reference?: string;
}

/** SQL for second-factor and reset steps, their codes and app-OTP prefixes. */
export function createChallengeRepository(db: Kysely<Database>) {
  const open = (now: Date) =>
    db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now);

  return {
    async insertChallenge(challenge: NewChallenge): Promise<void> {
      await db.insertInto('otp_challenges').values(columnsOf(challenge)).execute();
    },

    findOpenLoginChallenge(twoFaTokenHash: string, now: Date) {
      return open(now)
        .where('purpose', '=', 'LOGIN')
        .where('two_fa_token_hash', '=', twoFaTokenHash)
        .executeTakeFirst();
    },

    /** The client's newest open withdrawal step, or the open one named. */
    findOpenWithdrawalChallenge(userId: string, now: Date, challengeId?: string) {
      let query = open(now).where('purpose', '=', 'WITHDRAWAL').where('user_id', '=', userId);
      if (challengeId !== undefined) query = query.where('challenge_id', '=', challengeId);
      return query.orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** The client's open step confirming a third party's request, by the third party's reference. */
    findOpenThirdPartyChallenge(userId: string, reference: string, now: Date) {
      return open(now)
        .where('purpose', '=', 'THIRD_PARTY')
        .where('user_id', '=', userId)
        .where('reference', '=', reference)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /** The newest open reset step for a user ID and contact at a broker. */
    findOpenResetChallenge(brokerCode: string, userId: string, contact: string, now: Date) {
      return open(now)
        .where('purpose', '=', 'RESET_PASSWORD')
        .where('broker_code', '=', brokerCode)
        .where('user_id', '=', userId)
        .where('contact', '=', contact)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    /**
     * Stores a new code unless the resend countdown is still running; the mismatch count starts again.
     * False when the countdown was running (checked in the same statement, so two quick requests send one).
     */
    async storeCode(
      challengeId: string,
      code: { codeHash: string; codeExpiresAt: Date; resendAfter: Date },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('otp_challenges')
        .set({
          code_hash: code.codeHash,
          code_expires_at: code.codeExpiresAt,
          resend_after: code.resendAfter,
          mismatches: 0,
        })
        .where('challenge_id', '=', challengeId)
        .where((eb) => eb.or([eb('resend_after', 'is', null), eb('resend_after', '<=', now)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Counts one wrong code and returns the new count. */
    async addMismatch(challengeId: string): Promise<number> {
      const row = await db
        .updateTable('otp_challenges')
        .set((eb) => ({ mismatches: eb('mismatches', '+', 1) }))
        .where('challenge_id', '=', challengeId)
        .returning('mismatches')
        .executeTakeFirstOrThrow();
      return row.mismatches;
    },

    /** Starts a fresh allowance of wrong codes (a new app-OTP prefix is a new code to type). */
    async resetMismatches(challengeId: string): Promise<void> {
      await db
        .updateTable('otp_challenges')
        .set({ mismatches: 0 })
        .where('challenge_id', '=', challengeId)
        .execute();
    },

    /** Marks a step used; false when another request used it first. */
    async consume(executor: Executor, challengeId: string, now: Date): Promise<boolean> {
      const result = await executor
        .updateTable('otp_challenges')
        .set({ consumed_at: now })
        .where('challenge_id', '=', challengeId)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async insertPrefix(challengeId: string, prefix: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('app_otp_prefixes')
        .values({ challenge_id: challengeId, prefix, expires_at: expiresAt })
        .execute();
    },

    /** The prefix issued last for a step, if it has not expired. */
    async currentPrefix(challengeId: string, now: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('app_otp_prefixes')
        .select(['prefix', 'expires_at'])
        .where('challenge_id', '=', challengeId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && row.expires_at > now ? row.prefix : undefined;
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;

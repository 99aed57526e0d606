import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** SQL for slider puzzles and the validation tokens they yield. */
export function createValidationRepository(db: Kysely<Database>) {
  return {
    async insertPuzzle(puzzle: {
      keyHash: string;
      width: number;
      gapX: number;
      pieceY: number;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('validation_challenges')
        .values({
          key_hash: puzzle.keyHash,
          width: puzzle.width,
          gap_x: puzzle.gapX,
          piece_y: puzzle.pieceY,
          expires_at: puzzle.expiresAt,
        })
        .execute();
    },

    /** Uses up a puzzle (one try each) and returns where its gap was; undefined if unknown, used or expired. */
    async spendPuzzle(keyHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('validation_challenges')
        .set({ spent_at: now })
        .where('key_hash', '=', keyHash)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('gap_x')
        .executeTakeFirst();
      return row?.gap_x;
    },

    async attachToken(keyHash: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .updateTable('validation_challenges')
        .set({ token_hash: tokenHash, token_expires_at: expiresAt })
        .where('key_hash', '=', keyHash)
        .execute();
    },

    /**
     * Binds a live token to the first user ID and contact it is used for; true when it is live and bound to
     * these (now or before), false for an unknown, expired, used or differently bound token.
     */
    async bindToken(tokenHash: string, userId: string, contact: string, now: Date): Promise<boolean> {
      const live = db
        .updateTable('validation_challenges')
        .where('token_hash', '=', tokenHash)
        .where('token_expires_at', '>', now)
        .where('token_used_at', 'is', null);
      await live
        .set({ token_user_id: userId, token_contact: contact })
        .where('token_user_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('validation_challenges')
        .select('key_hash')
        .where('token_hash', '=', tokenHash)
        .where('token_expires_at', '>', now)
        .where('token_used_at', 'is', null)
        .where('token_user_id', '=', userId)
        .where('token_contact', '=', contact)
        .executeTakeFirst();
      return row !== undefined;
    },

    async useToken(tokenHash: string, now: Date): Promise<void> {
      await db
        .updateTable('validation_challenges')
        .set({ token_used_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
  };
}

export type ValidationRepository = ReturnType<typeof createValidationRepository>;

import type { Kysely } from 'kysely';
import type { ApiLanguage, UserConfigItem } from '@lantau/contract';
import type { Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';
import type { Database } from '../../platform/db/schema';

/** SQL for users: identity, password, agreement, saved configuration. */
export function createUserRepository(db: Kysely<Database>) {
  return {
    findUser(userId: string, executor: Executor = db) {
      return executor.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The client's stored language: null when never chosen, undefined when no client has the id. */
    async languageOf(userId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('language')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.language;
    },

    async setLanguage(userId: string, language: ApiLanguage): Promise<void> {
      await db.updateTable('users').set({ language }).where('user_id', '=', userId).execute();
    },

    /** A new password: the forced change and the lock are over, the password age starts again. */
    async setPassword(executor: Executor, userId: string, passwordHash: string): Promise<void> {
      await executor
        .updateTable('users')
        .set({ password_hash: passwordHash, must_change_password: false, password_changed_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
    },

    async acceptAgreement(userId: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ additional_agreement_accepted_at: new Date() })
        .where('user_id', '=', userId)
        .where('additional_agreement_accepted_at', 'is', null)
        .execute();
    },

    findConfigurations(userId: string) {
      return db
        .selectFrom('user_configurations')
        .select(['item', 'value'])
        .where('user_id', '=', userId)
        .execute();
    },

    async saveConfigurations(userId: string, values: readonly [UserConfigItem, unknown][]): Promise<void> {
      if (values.length === 0) return;
      await db
        .insertInto('user_configurations')
        .values(values.map(([item, value]) => ({ user_id: userId, item, value: jsonb(value) })))
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'item']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: new Date(),
          })),
        )
        .execute();
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<UserRepository['findUser']>>>;

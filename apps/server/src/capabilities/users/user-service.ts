import type { Kysely } from 'kysely';
import { userConfigItems, type ApiLanguage, type UserConfigItem } from '@lantau/contract';
import type { AuthSession } from '../auth/session-service';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { assertAcceptablePassword } from '../auth/password-rules';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { Notifier } from '../notifications/notifier';
import { storedOrDefault, type UserConfigValues } from './user-configuration-defaults';
import type { UserRepository } from '../auth/user-repository';

/**
 * What a logged-in user changes about themselves: password, agreement, saved settings. A change of what the
 * session check reads (the post-login tasks) is announced as `user-changed`, so nodes drop their session copies.
 */
export function createUserService(
  db: Kysely<Database>,
  users: UserRepository,
  notifier: Notifier,
  bus: EventBus,
) {
  async function requireUser(userId: string) {
    const user = await users.findUser(userId);
    if (!user) throw new AppError('E0001');
    return user;
  }

  async function valuesOf(
    userId: string,
    items: readonly UserConfigItem[],
  ): Promise<Partial<UserConfigValues>> {
    const saved = new Map((await users.findConfigurations(userId)).map((row) => [row.item, row.value]));
    return Object.fromEntries(items.map((item) => [item, storedOrDefault(item, saved.get(item))]));
  }

  return {
    /** The client's name, for the welcome. */
    async profile(userId: string) {
      const user = await requireUser(userId);
      return { userID: user.user_id, nameEn: user.name_en, nameZh: user.name_zh };
    },

    /** The items asked for, each once, saved values or defaults. */
    configurations(userId: string, items: readonly UserConfigItem[]) {
      return valuesOf(userId, [...new Set(items)]);
    },

    /** Saves the items given (already validated by the contract) and answers every item. */
    async saveConfigurations(userId: string, values: Partial<UserConfigValues>) {
      await users.saveConfigurations(userId, Object.entries(values) as [UserConfigItem, unknown][]);
      return valuesOf(userId, userConfigItems);
    },

    /**
     * A password change: the current password (E2012), then the rules (E2010, E2011, confirmation). The
     * forced change and the password age end; a notice goes out on the channel the login code did not use.
     */
    async changePassword(
      session: AuthSession,
      change: { oldPassword: string; newPassword: string; confirmation: string },
      language: ApiLanguage,
    ): Promise<void> {
      const user = await requireUser(session.userId);
      if (!(await verifyPassword(user.password_hash, change.oldPassword))) throw new AppError('E2012');
      assertAcceptablePassword(change, language);
      await users.setPassword(db, user.user_id, await hashPassword(change.newPassword));
      await bus.publish({ type: 'user-changed', userId: user.user_id });
      await notifier.sendNotice({
        kind: 'passwordChanged',
        user,
        codeChannel: session.otpChannel,
        at: new Date(),
        language,
      });
    },

    /** The language every later notice to the client is written in. */
    setLanguage(userId: string, language: ApiLanguage): Promise<void> {
      return users.setLanguage(userId, language);
    },

    async acceptAgreement(userId: string): Promise<void> {
      await users.acceptAgreement(userId);
      await bus.publish({ type: 'user-changed', userId });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

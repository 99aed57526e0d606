import type { Kysely } from 'kysely';
import type { ApiLanguage } from '@lantau/contract';
import { channelOfContact, isRegisteredContact, maskContact, normalizeContact } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { issueMessages, localize } from '../../platform/i18n/server-messages';
import { addressOn, type Notifier } from '../notifications/notifier';
import type { UserRepository } from './user-repository';
import type { BrokerAuthSettingsReader } from './broker-auth-settings';
import type { ChallengeRepository } from './challenge-repository';
import type { LoginAttempt, LoginGuard } from './login-guard';
import type { OneTimeCodes } from './one-time-codes';
import type { AuthRateLimiter } from './rate-limiter';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-rules';
import { randomId, sha256Hex } from './secrets';
import type { SessionService } from './session-service';
import type { ValidationRepository } from './validation-repository';

/** How long a reset step stays open after its first code was asked for. */
export const RESET_STEP_SECONDS = 600;

export interface PasswordResetDependencies {
  db: Kysely<Database>;
  users: UserRepository;
  challenges: ChallengeRepository;
  validations: ValidationRepository;
  codes: OneTimeCodes;
  /** Counts wrong reset codes per user (purpose RESET_PASSWORD); a reset forgets every count of the user. */
  guard: LoginGuard;
  /** Reset codes per user (rule otpPerUser), counted once a solved slider check was bound to the request. */
  limiter: AuthRateLimiter;
  sessions: SessionService;
  notifier: Notifier;
  settingsOf: BrokerAuthSettingsReader;
  resendSeconds: number;
}

/**
 * Forgotten passwords: after a slider check, a code goes to the registered mobile or e-mail the client names;
 * with it the client sets a new password. Details that match no client get the same answers (a step is
 * opened, nothing is sent), so the flow cannot be used to find out who is a client.
 */
export function createPasswordResetService(deps: PasswordResetDependencies) {
  const { challenges } = deps;

  return {
    async sendCode(input: {
      brokerCode: string;
      userId: string;
      contact: string | undefined;
      validationToken: string | undefined;
      language: ApiLanguage;
      now: Date;
    }) {
      const { brokerCode, userId, now } = input;
      const settings = await deps.settingsOf(brokerCode);
      if (!input.validationToken) throw new AppError('E2009');
      const contact = normalizeContact(input.contact ?? '');
      if (!contact) {
        throw new AppError('E1000', [
          { path: 'query.contact', message: localize(issueMessages.required, input.language) },
        ]);
      }
      const tokenHash = sha256Hex(input.validationToken);
      if (!(await deps.validations.bindToken(tokenHash, userId, contact, now))) throw new AppError('E2009');
      // Counted only now: asking without a solved slider check cannot use up the client's codes.
      await deps.limiter.check('otp-RESET_PASSWORD', { otpPerUser: userId });

      const found = await deps.users.findUser(userId);
      const user =
        found?.broker_code === brokerCode &&
        isRegisteredContact(contact, {
          email: found.email,
          mobileAreaCode: found.mobile_area_code,
          mobileNumber: found.mobile_number,
        })
          ? found
          : undefined;
      const channel = channelOfContact(contact);
      let challenge = await challenges.findOpenResetChallenge(brokerCode, userId, contact, now);
      if (!challenge) {
        await challenges.insertChallenge({
          challengeId: randomId(),
          purpose: 'RESET_PASSWORD',
          brokerCode,
          userId,
          userKnown: user !== undefined,
          channel,
          contact,
          twoFaTokenHash: null,
          validationTokenHash: tokenHash,
          expiresAt: new Date(now.getTime() + RESET_STEP_SECONDS * 1000),
        });
        challenge = await challenges.findOpenResetChallenge(brokerCode, userId, contact, now);
        if (!challenge) throw new Error('reset step vanished after insert');
      }
      await deps.codes.issue(
        challenge,
        {
          purpose: 'RESET_PASSWORD',
          brokerCode,
          otpLength: settings.otpLength,
          otpExpirySeconds: settings.otpExpirySeconds,
          language: input.language,
          to: user && challenge.user_known ? addressOn(channel, user) : undefined,
        },
        now,
      );
      return {
        maskedContact: maskContact(input.contact ?? contact),
        otpLength: settings.otpLength,
        expiresInSeconds: settings.otpExpirySeconds,
        resendAfterSeconds: deps.resendSeconds,
      };
    },

    /**
     * Sets the new password with the code: every lock and count of failed logins and the forced change end, every session ends
     * (PASSWORD_RESET), and a notice goes out on the channel the code did not use. The next login still
     * needs the second factor.
     */
    async reset(
      input: LoginAttempt & {
        contact: string;
        otp: string;
        newPassword: string;
        confirmation: string;
        language: ApiLanguage;
      },
    ): Promise<void> {
      const { brokerCode, userId, now } = input;
      await deps.settingsOf(brokerCode);
      // The old password is unknown here; the empty text never equals an acceptable new one.
      assertAcceptablePassword(
        { oldPassword: '', newPassword: input.newPassword, confirmation: input.confirmation },
        input.language,
      );
      const challenge = await challenges.findOpenResetChallenge(
        brokerCode,
        userId,
        normalizeContact(input.contact),
        now,
      );
      if (!challenge) throw new AppError('E2007');
      await deps.guard.assertMayTry(input);
      await deps.codes.verify(challenge, input.otp, now, {
        countMismatch: () => deps.guard.countFailure(input),
      });

      const user = challenge.user_known ? await deps.users.findUser(userId) : undefined;
      const passwordHash = user ? await hashPassword(input.newPassword) : '';
      const announce = await deps.db.transaction().execute(async (transaction) => {
        if (!(await challenges.consume(transaction, challenge.challenge_id, now)))
          throw new AppError('E2007');
        if (!user) return undefined;
        await deps.users.setPassword(transaction, userId, passwordHash);
        await deps.guard.forgive(transaction, brokerCode, userId);
        return deps.sessions.endAllOf(transaction, userId, 'PASSWORD_RESET');
      });
      if (challenge.validation_token_hash)
        await deps.validations.useToken(challenge.validation_token_hash, now);
      if (!user || !announce) return;
      await announce();
      await deps.notifier.sendNotice({
        kind: 'passwordReset',
        user,
        codeChannel: challenge.channel,
        at: now,
        language: input.language,
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

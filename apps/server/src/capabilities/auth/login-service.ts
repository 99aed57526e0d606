import type { Kysely } from 'kysely';
import type { ApiLanguage, CallData, postLogin, UserSession } from '@lantau/contract';
import { maskContact } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { addressOn, type Notifier } from '../notifications/notifier';
import { cachedAsync } from '../../platform/shared/cached-async';
import type { UserRepository } from './user-repository';
import type { BrokerAuthSettingsReader } from './broker-auth-settings';
import type { ChallengeRepository, ChallengeRow } from './challenge-repository';
import type { LoginAttempt, LoginGuard } from './login-guard';
import type { OneTimeCodes } from './one-time-codes';
import type { AuthRateLimiter } from './rate-limiter';
import { hashPassword, verifyPassword } from './password-hasher';
import { randomId, randomToken, sha256Hex } from './secrets';
import type { SessionService } from './session-service';
import { appCodeMatches, randomPrefix } from './app-codes';

type TwoFaRequired = Extract<CallData<typeof postLogin>, { status: 'TWO_FA_REQUIRED' }>;

export interface LoginPolicy {
  resendSeconds: number;
}

/** How long the second-factor step stays open after the password was accepted. */
export const LOGIN_STEP_SECONDS = 600;

export interface LoginDependencies {
  db: Kysely<Database>;
  users: UserRepository;
  challenges: ChallengeRepository;
  sessions: SessionService;
  codes: OneTimeCodes;
  notifier: Notifier;
  settingsOf: BrokerAuthSettingsReader;
  bus: EventBus;
  guard: LoginGuard;
  /** Codes and prefixes per user (rule otpPerUser), counted once the step's token proved the password. */
  limiter: AuthRateLimiter;
  policy: LoginPolicy;
}

/**
 * Login in two steps (SFC: two factors). The password step answers the same for an unknown user ID as for a
 * wrong password, in the same time (a dummy hash is verified). Wrong passwords and wrong codes are counted
 * by the login guard per typed user ID (and address), so that locking reveals nothing either, until a login
 * completes: a correct password alone does not start a new allowance of codes. The code step opens the session.
 */
export function createLoginService(deps: LoginDependencies) {
  const { db, users, challenges, guard, policy } = deps;
  const dummyHash = cachedAsync(() => hashPassword(randomToken()));

  /** The open second-factor step a token names, for this broker and user; E2007 otherwise. */
  async function openStep(twoFaToken: string | undefined, brokerCode: string, userId: string, now: Date) {
    const challenge = twoFaToken
      ? await challenges.findOpenLoginChallenge(sha256Hex(twoFaToken), now)
      : undefined;
    if (!challenge || challenge.broker_code !== brokerCode || challenge.user_id !== userId) {
      throw new AppError('E2007');
    }
    return challenge;
  }

  async function userOf(challenge: ChallengeRow) {
    const user = await users.findUser(challenge.user_id);
    if (!user) throw new AppError('E2007');
    return user;
  }

  return {
    async passwordStep(
      input: LoginAttempt & {
        password: string;
        language: ApiLanguage;
      },
    ): Promise<TwoFaRequired> {
      const { brokerCode, userId, now } = input;
      const settings = await deps.settingsOf(brokerCode);
      await guard.assertMayTry(input);
      const found = await users.findUser(userId);
      // A user of another broker is, at this broker, a user that does not exist.
      const user = found?.broker_code === brokerCode ? found : undefined;
      const passwordMatches = await verifyPassword(
        user?.password_hash ?? (await dummyHash()),
        input.password,
      );
      if (!user || !passwordMatches) {
        throw new AppError('E2001', { remainAttempt: await guard.countFailure(input) });
      }
      // The client's language from now on, for the code about to be sent and every later notice (stored once
      // the password proves who is asking, so a stranger cannot change it).
      await users.setLanguage(user.user_id, input.language);

      const twoFaToken = randomToken();
      const channel = settings.codeChannel;
      const contact = channel === 'APP' ? '' : addressOn(channel, user);
      await challenges.insertChallenge({
        challengeId: randomId(),
        purpose: 'LOGIN',
        brokerCode,
        userId,
        userKnown: true,
        channel,
        contact,
        twoFaTokenHash: sha256Hex(twoFaToken),
        validationTokenHash: null,
        expiresAt: new Date(now.getTime() + LOGIN_STEP_SECONDS * 1000),
      });
      return {
        status: 'TWO_FA_REQUIRED',
        challenge: {
          twoFaToken,
          channel: settings.twoFaChannel,
          otpLength: settings.otpLength,
          otpExpirySeconds: settings.otpExpirySeconds,
          maskedContact: contact ? maskContact(contact) : '',
        },
      };
    },

    /** Sends (or sends again) the SMS or e-mail code of a second-factor step. */
    async sendCode(input: {
      brokerCode: string;
      userId: string;
      twoFaToken: string | undefined;
      language: ApiLanguage;
      now: Date;
    }) {
      const challenge = await openStep(input.twoFaToken, input.brokerCode, input.userId, input.now);
      // Counted only now: a stranger without the password cannot use up the client's codes.
      await deps.limiter.check('otp-LOGIN', { otpPerUser: challenge.user_id });
      // The step's token proves the password: whoever asks is the client, in the language they now read.
      await users.setLanguage(challenge.user_id, input.language);
      const settings = await deps.settingsOf(input.brokerCode);
      await deps.codes.issue(
        challenge,
        {
          purpose: 'LOGIN',
          brokerCode: input.brokerCode,
          otpLength: settings.otpLength,
          otpExpirySeconds: settings.otpExpirySeconds,
          language: input.language,
          to: challenge.contact,
        },
        input.now,
      );
      return {
        maskedContact: maskContact(challenge.contact),
        otpLength: settings.otpLength,
        expiresInSeconds: settings.otpExpirySeconds,
        resendAfterSeconds: policy.resendSeconds,
      };
    },

    /**
     * A new app-OTP prefix for the step: the web shows it, the companion app (told over its session socket)
     * shows it beside its code, so the client sees both belong together. It also opens a new allowance of
     * wrong codes for the step, as a new SMS code would (the login guard's count per user goes on).
     */
    async issuePrefix(input: {
      brokerCode: string;
      userId: string;
      twoFaToken: string | undefined;
      now: Date;
    }) {
      const challenge = await openStep(input.twoFaToken, input.brokerCode, input.userId, input.now);
      if (challenge.channel !== 'APP') throw new AppError('E2007');
      await deps.limiter.check('app-otp-prefix', { otpPerUser: challenge.user_id });
      const settings = await deps.settingsOf(input.brokerCode);
      const prefix = randomPrefix();
      const expiresInSeconds = settings.otpExpirySeconds;
      await challenges.insertPrefix(
        challenge.challenge_id,
        prefix,
        new Date(input.now.getTime() + expiresInSeconds * 1000),
      );
      await challenges.resetMismatches(challenge.challenge_id);
      await deps.bus.publish({ type: 'otp-prefix', userId: challenge.user_id, prefix, expiresInSeconds });
      return { prefix, expiresInSeconds };
    },

    /** Checks the code of the step and opens the session; a login notice goes out on another channel. */
    async codeStep(
      input: LoginAttempt & {
        twoFaToken: string | undefined;
        otp: string;
        otpPrefix: string | undefined;
        language: ApiLanguage;
      },
    ): Promise<UserSession> {
      const { now } = input;
      const challenge = await openStep(input.twoFaToken, input.brokerCode, input.userId, now);
      await guard.assertMayTry(input);
      const user = await userOf(challenge);
      const settings = await deps.settingsOf(input.brokerCode);
      await deps.codes.verify(challenge, input.otp, now, {
        appCodeMatches: () =>
          appCodeMatches(
            challenges,
            challenge,
            {
              otp: input.otp,
              prefix: input.otpPrefix,
              totpSecret: user.totp_secret,
              digits: settings.otpLength,
            },
            now,
          ),
        countMismatch: () => guard.countFailure(input),
      });
      if (!(await challenges.consume(db, challenge.challenge_id, now))) throw new AppError('E2007');
      await guard.forgive(db, input.brokerCode, input.userId);
      const session = await deps.sessions.open({
        user,
        otpChannel: challenge.channel,
        timeoutSeconds: settings.sessionTimeoutSeconds,
        absoluteTimeoutSeconds: settings.sessionAbsoluteTimeoutSeconds,
        deviceUuid: input.deviceUuid,
        address: input.address,
        now,
      });
      // Each login step stores the language the client now reads (the last one wins), so the notice of this login
      // and every later one is in it.
      await users.setLanguage(user.user_id, input.language);
      await deps.notifier.sendNotice({
        kind: 'login',
        user,
        codeChannel: challenge.channel,
        at: now,
        language: input.language,
      });
      return session;
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;

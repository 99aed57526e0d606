import type { Kysely } from 'kysely';
import type { ApiLanguage, CallData, getThirdPartyOtp, postThirdPartyOtp } from '@lantau/contract';
import { maskContact } from '@lantau/domain';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { addressOn } from '../notifications/notifier';
import { appCodeMatches, prefixIsCurrent, randomPrefix } from './app-codes';
import type { BrokerAuthSettingsReader } from './broker-auth-settings';
import type { ChallengeRepository } from './challenge-repository';
import type { OneTimeCodes } from './one-time-codes';
import type { AuthRateLimiter } from './rate-limiter';
import { randomId } from './secrets';
import type { UserRepository } from './user-repository';

/** How long a third party's request waits for the client's confirmation (its code expires sooner). */
const STEP_SECONDS = 15 * 60;

interface Caller {
  userId: string;
  brokerCode: string;
  language: ApiLanguage;
}

/**
 * Codes that confirm a third party's request for the logged-in client (GET/POST /auths/third_party_otps): the
 * login's one-time-code machinery (otp_challenges of purpose THIRD_PARTY, one open step per reference), so the
 * resend countdown, the mismatch allowance, the expiry, the per-user code limit and the channel are the login's.
 * Each code is issued beside a fresh prefix the third party shows: a code typed under another prefix is a
 * mismatch. On a broker whose second factor is the companion app, the app shows its code beside the prefix
 * (told over the session socket, as at login) and nothing is sent.
 */
export function createThirdPartyCodes(deps: {
  db: Kysely<Database>;
  users: UserRepository;
  challenges: ChallengeRepository;
  codes: OneTimeCodes;
  settingsOf: BrokerAuthSettingsReader;
  limiter: AuthRateLimiter;
  bus: EventBus;
  resendSeconds: number;
}) {
  const { challenges } = deps;

  async function clientOf(userId: string) {
    const user = await deps.users.findUser(userId);
    if (!user) throw new AppError('E0001');
    return user;
  }

  return {
    async issue(caller: Caller, refId: string, now: Date): Promise<CallData<typeof getThirdPartyOtp>> {
      await deps.limiter.check('otp-THIRD_PARTY', { otpPerUser: caller.userId });
      const settings = await deps.settingsOf(caller.brokerCode);
      const user = await clientOf(caller.userId);
      const channel = settings.codeChannel;
      const contact = channel === 'APP' ? '' : addressOn(channel, user);
      let step = await challenges.findOpenThirdPartyChallenge(caller.userId, refId, now);
      if (!step) {
        await challenges.insertChallenge({
          challengeId: randomId(),
          purpose: 'THIRD_PARTY',
          brokerCode: caller.brokerCode,
          userId: caller.userId,
          userKnown: true,
          channel,
          contact,
          twoFaTokenHash: null,
          validationTokenHash: null,
          expiresAt: new Date(now.getTime() + STEP_SECONDS * 1000),
          reference: refId,
        });
        step = await challenges.findOpenThirdPartyChallenge(caller.userId, refId, now);
        if (!step) throw new Error('the third-party step just opened is gone');
      }
      const prefix = randomPrefix();
      const expiresInSeconds = settings.otpExpirySeconds;
      if (channel === 'APP') {
        await challenges.resetMismatches(step.challenge_id);
      } else {
        // Draws the code first: while the resend countdown runs (E2006) the prefix the client holds stays current.
        await deps.codes.issue(
          step,
          {
            purpose: 'THIRD_PARTY',
            brokerCode: caller.brokerCode,
            otpLength: settings.otpLength,
            otpExpirySeconds: expiresInSeconds,
            language: caller.language,
            to: contact,
            prefix,
          },
          now,
        );
      }
      await challenges.insertPrefix(
        step.challenge_id,
        prefix,
        new Date(now.getTime() + expiresInSeconds * 1000),
      );
      if (channel === 'APP') {
        await deps.bus.publish({ type: 'otp-prefix', userId: caller.userId, prefix, expiresInSeconds });
      }
      return {
        refID: refId,
        prefix,
        channel: settings.twoFaChannel,
        maskedContact: contact ? maskContact(contact) : '',
        otpLength: settings.otpLength,
        expiresInSeconds,
        resendAfterSeconds: channel === 'APP' ? 0 : deps.resendSeconds,
      };
    },

    async confirm(
      caller: Caller,
      body: { refID: string; prefix: string; otp: string },
      now: Date,
    ): Promise<CallData<typeof postThirdPartyOtp>> {
      const step = await challenges.findOpenThirdPartyChallenge(caller.userId, body.refID, now);
      if (!step || step.broker_code !== caller.brokerCode) throw new AppError('E2007');
      const settings = await deps.settingsOf(caller.brokerCode);
      const user = await clientOf(caller.userId);
      await deps.codes.verify(step, body.otp, now, {
        appCodeMatches: () =>
          appCodeMatches(
            challenges,
            step,
            { otp: body.otp, prefix: body.prefix, totpSecret: user.totp_secret, digits: settings.otpLength },
            now,
          ),
        prefixMatches: () => prefixIsCurrent(challenges, step, body.prefix, now),
      });
      // One confirmation per request: a second POST racing this one finds the step spent.
      if (!(await challenges.consume(deps.db, step.challenge_id, now))) throw new AppError('E2007');
      return { refID: body.refID, confirmedAt: now.toISOString() };
    },
  };
}

export type ThirdPartyCodes = ReturnType<typeof createThirdPartyCodes>;

import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { maskContact } from '@lantau/domain';
import type { ApiLanguage } from '@lantau/contract';
import { createChallengeRepository } from '../auth/challenge-repository';
import { createUserRepository } from '../auth/user-repository';
import type { BrokerAuthSettingsReader } from '../auth/broker-auth-settings';
import { createOneTimeCodes, type CodePolicy } from '../auth/one-time-codes';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { addressOn, type Notifier } from '../notifications/notifier';
import { waitSecondsUntil } from '../../platform/shared/wait-seconds';
import type { BrokerRepository } from '../brokers/broker-repository';
import { assertOpen, fundSwitchesOf } from './fund-settings';

/** How long a withdrawal code step stays open (its code expires sooner, by the broker's WebOtpExpirySeconds). */
const STEP_SECONDS = 15 * 60;

/**
 * SMS codes that sign withdrawals: the login's one-time-code machinery (otp_challenges, purpose WITHDRAWAL),
 * so the resend countdown, mismatch allowance and expiry are the same, and the code reaches the dev outbox.
 */
export function createWithdrawalCodes(deps: {
  db: Kysely<Database>;
  brokers: Pick<BrokerRepository, 'findConfigurations'>;
  notifier: Notifier;
  authSettings: BrokerAuthSettingsReader;
  policy: CodePolicy;
  now: () => Date;
}) {
  const challenges = createChallengeRepository(deps.db);
  const users = createUserRepository(deps.db);
  const codes = createOneTimeCodes(challenges, deps.notifier, deps.policy);

  return {
    /**
     * Sends a code by SMS, in the open step if there is one (so the resend countdown holds), else a new one.
     * While the broker has withdrawals closed there is nothing to sign: E7001, and no SMS goes out.
     */
    async send(caller: { userId: string; brokerCode: string; language: ApiLanguage }) {
      assertOpen((await fundSwitchesOf(deps.brokers, caller.brokerCode)).WebFundOutEnable);
      const now = deps.now();
      const user = await users.findUser(caller.userId);
      if (!user) throw new Error('a withdrawal code for a client who does not exist');
      const settings = await deps.authSettings(caller.brokerCode);
      const contact = addressOn('SMS', user);
      let step = await challenges.findOpenWithdrawalChallenge(caller.userId, now);
      if (!step) {
        const challengeId = randomUUID();
        await challenges.insertChallenge({
          challengeId,
          purpose: 'WITHDRAWAL',
          brokerCode: caller.brokerCode,
          userId: caller.userId,
          userKnown: true,
          channel: 'SMS',
          contact,
          twoFaTokenHash: null,
          validationTokenHash: null,
          expiresAt: new Date(now.getTime() + STEP_SECONDS * 1000),
        });
        step = await challenges.findOpenWithdrawalChallenge(caller.userId, now, challengeId);
        if (!step) throw new Error('the withdrawal step just opened is gone');
      }
      await codes.issue(
        step,
        {
          purpose: 'WITHDRAWAL',
          brokerCode: caller.brokerCode,
          otpLength: settings.otpLength,
          otpExpirySeconds: settings.otpExpirySeconds,
          language: caller.language,
          to: contact,
        },
        now,
      );
      return {
        codeID: step.challenge_id,
        maskedContact: maskContact(contact),
        otpLength: settings.otpLength,
        expiresInSeconds: settings.otpExpirySeconds,
        resendAfterSeconds: waitSecondsUntil(new Date(now.getTime() + deps.policy.resendSeconds * 1000), now),
      };
    },

    /** Checks the code (E2003, E2004, E2005 as at login; E2007 for an unknown or used step). */
    async verify(userId: string, codeId: string, otp: string): Promise<void> {
      const now = deps.now();
      const step = await challenges.findOpenWithdrawalChallenge(userId, now, codeId);
      if (!step) throw new AppError('E2007');
      await codes.verify(step, otp, now);
    },

    /** Uses the step up, in the withdrawal's transaction: one code signs one withdrawal. */
    async consume(trx: Transaction<Database>, codeId: string): Promise<void> {
      if (!(await challenges.consume(trx, codeId, deps.now()))) throw new AppError('E2007');
    },
  };
}

export type WithdrawalCodes = ReturnType<typeof createWithdrawalCodes>;

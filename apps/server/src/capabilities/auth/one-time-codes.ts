import type { ApiLanguage } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import type { Notifier } from '../notifications/notifier';
import type { CodePurpose } from '../notifications/notice-texts';
import type { ChallengeRepository, ChallengeRow } from './challenge-repository';
import { randomCode, safeEqual, sha256Hex } from './secrets';
import { waitSecondsUntil } from '../../platform/shared/wait-seconds';

export interface CodePolicy {
  /** Wrong codes allowed per code; the one that reaches it kills the code (E2004). */
  maxMismatches: number;
  /** Seconds before another code may be sent for the same step (E2006). */
  resendSeconds: number;
}

export interface CodeDelivery {
  purpose: CodePurpose;
  brokerCode: string;
  otpLength: number;
  otpExpirySeconds: number;
  language: ApiLanguage;
  /** Where the code goes; undefined sends nothing (a reset for details that match no client). */
  to: string | undefined;
  /** The prefix the code is issued beside, named in the text (a third party's request). */
  prefix?: string;
}

/** The stored form of a code: salted with its step, so equal codes of two steps hash differently. */
const codeHashOf = (challengeId: string, code: string) => sha256Hex(`${challengeId}:${code}`);

/**
 * One-time codes of second-factor and reset steps: issuing them (with the resend countdown) and checking
 * them (with the mismatch allowance). The same rules serve SMS, e-mail and app codes.
 */
export function createOneTimeCodes(challenges: ChallengeRepository, notifier: Notifier, policy: CodePolicy) {
  return {
    /** Draws a new code for the step and sends it; E2006 while the resend countdown runs. */
    async issue(challenge: ChallengeRow, delivery: CodeDelivery, now: Date): Promise<void> {
      if (challenge.channel === 'APP') throw new AppError('E2007');
      const code = randomCode(delivery.otpLength);
      const stored = await challenges.storeCode(
        challenge.challenge_id,
        {
          codeHash: codeHashOf(challenge.challenge_id, code),
          codeExpiresAt: new Date(now.getTime() + delivery.otpExpirySeconds * 1000),
          resendAfter: new Date(now.getTime() + policy.resendSeconds * 1000),
        },
        now,
      );
      if (!stored) {
        const resendAfter = challenge.resend_after ?? now;
        throw new AppError('E2006', { retryAfterSeconds: waitSecondsUntil(resendAfter, now) });
      }
      if (delivery.to === undefined) return;
      await notifier.sendCode({
        channel: challenge.channel,
        to: delivery.to,
        userId: challenge.user_id,
        brokerCode: delivery.brokerCode,
        purpose: delivery.purpose,
        code,
        expirySeconds: delivery.otpExpirySeconds,
        language: delivery.language,
        ...(delivery.prefix !== undefined && { prefix: delivery.prefix }),
      });
    },

    /**
     * Checks a code: E2004 once the code is dead, E2005 when it expired (or none was sent), E2003 with
     * { remainAttempt } for a wrong one; the wrong one that uses the last attempt answers E2004 itself.
     * App codes are checked by `appCodeMatches` (TOTP and prefix). `prefixMatches`, where the code was issued
     * beside a prefix, makes a right code under the wrong prefix a mismatch like any other (it was typed for
     * another request). `countMismatch` counts a wrong code beyond this one code (per user, so a new code is no
     * new allowance): it answers the attempts left there, or throws its own error (a lock).
     */
    async verify(
      challenge: ChallengeRow,
      otp: string,
      now: Date,
      checks: {
        appCodeMatches?: () => Promise<boolean>;
        prefixMatches?: () => Promise<boolean>;
        countMismatch?: () => Promise<number>;
      } = {},
    ): Promise<void> {
      if (challenge.mismatches >= policy.maxMismatches) throw new AppError('E2004');
      let matched: boolean;
      if (challenge.channel === 'APP') {
        matched = (await checks.appCodeMatches?.()) ?? false;
      } else {
        if (!challenge.code_hash || !challenge.code_expires_at || challenge.code_expires_at <= now) {
          throw new AppError('E2005');
        }
        matched = safeEqual(challenge.code_hash, codeHashOf(challenge.challenge_id, otp));
      }
      if (matched && checks.prefixMatches) matched = await checks.prefixMatches();
      if (matched) return;
      const mismatches = await challenges.addMismatch(challenge.challenge_id);
      const leftElsewhere = (await checks.countMismatch?.()) ?? Number.POSITIVE_INFINITY;
      if (mismatches >= policy.maxMismatches) throw new AppError('E2004');
      throw new AppError('E2003', {
        remainAttempt: Math.min(policy.maxMismatches - mismatches, leftElsewhere),
      });
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

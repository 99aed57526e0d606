import { randomInt } from 'node:crypto';
import type { ChallengeRepository, ChallengeRow } from './challenge-repository';
import { verifyTotp } from './totp';

/** Two capital letters, without I and O that read like digits beside a code. */
const prefixLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const randomPrefix = () =>
  Array.from({ length: 2 }, () => prefixLetters[randomInt(prefixLetters.length)]).join('');

/**
 * Whether a typed prefix is the one issued last for the step and still current: a code typed under another
 * prefix belongs to another screen (an older login attempt, another third party's request).
 */
export async function prefixIsCurrent(
  challenges: Pick<ChallengeRepository, 'currentPrefix'>,
  challenge: ChallengeRow,
  typed: string | undefined,
  now: Date,
): Promise<boolean> {
  const prefix = await challenges.currentPrefix(challenge.challenge_id, now);
  return prefix !== undefined && typed === prefix;
}

/** An app code (TOTP over the client's secret) typed under the step's current prefix. */
export async function appCodeMatches(
  challenges: Pick<ChallengeRepository, 'currentPrefix'>,
  challenge: ChallengeRow,
  typed: { otp: string; prefix: string | undefined; totpSecret: string; digits: number },
  now: Date,
): Promise<boolean> {
  const codeMatches = verifyTotp(typed.totpSecret, typed.otp, {
    digits: typed.digits,
    timeMs: now.getTime(),
  });
  return (await prefixIsCurrent(challenges, challenge, typed.prefix, now)) && codeMatches;
}

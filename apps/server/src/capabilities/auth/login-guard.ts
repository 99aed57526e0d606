import type { AttemptPurpose } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import { everyAddress, type AttemptKey, type LoginAttemptRepository } from './login-attempt-repository';
import type { AuthRateLimitRule } from './rate-limit-rules';
import type { AuthRateLimiter } from './rate-limiter';
import { waitSecondsUntil } from '../../platform/shared/wait-seconds';

export interface LoginGuardPolicy {
  /** Failures (wrong passwords and wrong codes) from one address before that address is locked out. */
  maxAttempts: number;
  lockMinutes: number;
}

/** Who is trying: the user ID as typed, from where, on which device. */
export interface LoginAttempt {
  brokerCode: string;
  userId: string;
  address: string;
  deviceUuid: string | null;
  now: Date;
}

/** A kind of login the guard keeps: clients', password resets', staff's. */
export interface LoginGuardKind {
  purpose: AttemptPurpose;
  /** The counts a completed login (or a password reset) forgets: its own and those it ends. */
  forgets: readonly AttemptPurpose[];
  /** Whether a login of this user completed before on this device or from this address. */
  isKnownOrigin(attempt: LoginAttempt): Promise<boolean>;
  /**
   * Counts an attempt from an unknown origin against the user's allowance per window (E4029 past it): what
   * bounds a guesser spread over many addresses before the slow-down starts, and races of parallel requests.
   */
  throttle?(attempt: LoginAttempt): Promise<void>;
}

/** The throttle of a kind of login: a per-user rule of the auth rate limits, per broker and user ID. */
export function perUserThrottle(
  limiter: AuthRateLimiter,
  scope: string,
  rule: Extract<AuthRateLimitRule, 'loginPerUser' | 'resetPerUser'> = 'loginPerUser',
) {
  return (attempt: LoginAttempt) =>
    limiter.check(scope, { [rule]: `${attempt.brokerCode}:${attempt.userId}` });
}

/**
 * Failed logins, wrong passwords and wrong second-factor codes alike, counted until a login completes:
 *
 * - per address and user ID: `maxAttempts` failures lock that address out for `lockMinutes` (E2002). Other
 *   addresses are not affected, so wrong passwords from anywhere never lock a client out.
 * - per user ID over all addresses, for unknown origins only (a device or an address the user never completed
 *   a login from): attempts per minute are throttled (E4029), and past twice `maxAttempts` failures each one
 *   makes the next attempt wait twice as long (2 s, 4 s, 8 s ... up to `lockMinutes`). A guesser spread over
 *   many addresses is slowed; the owner, on a device or at an address that logged in before, is not: no stranger
 *   can keep them out. A password reset forgets every count.
 *
 * A new code does not start a new allowance: the count is per user, not per code. Unknown user IDs are
 * counted the same way, so the answers never tell whether an ID exists. Each kind keeps counts of its own
 * (the guard of password-reset codes, so a locked login never blocks the reset that ends it; staff logins,
 * so a staff ID and a user ID never share a count).
 */
export function createLoginGuard(
  attempts: LoginAttemptRepository,
  policy: LoginGuardPolicy,
  kind: LoginGuardKind,
) {
  const lockSeconds = policy.lockMinutes * 60;
  const slowDownAfter = policy.maxAttempts * 2;
  const keysOf = (attempt: LoginAttempt): { here: AttemptKey; overall: AttemptKey } => {
    const key = { purpose: kind.purpose, brokerCode: attempt.brokerCode, userRef: attempt.userId };
    return { here: { ...key, address: attempt.address }, overall: { ...key, address: everyAddress } };
  };

  /** E2002 while a lock holds; a lock that ran out is forgotten (a fresh allowance). */
  async function assertUnlocked(key: AttemptKey, now: Date): Promise<void> {
    const lockedUntil = (await attempts.find(key))?.locked_until;
    if (!lockedUntil) return;
    if (lockedUntil > now)
      throw new AppError('E2002', { unlockInSeconds: waitSecondsUntil(lockedUntil, now) });
    if (key.address !== everyAddress) await attempts.clear(key);
  }

  return {
    /**
     * Refuses an attempt from a locked address (E2002); from an unknown origin, also one of a slowed-down user
     * ID too soon (E2002) or past the user's allowance per minute (E4029).
     */
    async assertMayTry(attempt: LoginAttempt): Promise<void> {
      const { here, overall } = keysOf(attempt);
      await assertUnlocked(here, attempt.now);
      if (await kind.isKnownOrigin(attempt)) return;
      await assertUnlocked(overall, attempt.now);
      await kind.throttle?.(attempt);
    },

    /** Counts a failure; E2002 when it locks this address, else the attempts this address has left. */
    async countFailure(attempt: LoginAttempt): Promise<number> {
      const { here, overall } = keysOf(attempt);
      const overallFailures = await attempts.addFailure(overall);
      if (overallFailures >= slowDownAfter) {
        const waitSeconds = Math.min(2 ** (overallFailures - slowDownAfter + 1), lockSeconds);
        await attempts.lock(overall, new Date(attempt.now.getTime() + waitSeconds * 1000));
      }
      const failures = await attempts.addFailure(here);
      if (failures < policy.maxAttempts) return policy.maxAttempts - failures;
      await attempts.lock(here, new Date(attempt.now.getTime() + lockSeconds * 1000));
      throw new AppError('E2002', { unlockInSeconds: lockSeconds });
    },

    /** A completed login or a password reset: every count of the user ID this kind forgets starts again. */
    forgive(executor: Executor, brokerCode: string, userRef: string): Promise<void> {
      return attempts.clearUser(executor, brokerCode, userRef, kind.forgets);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

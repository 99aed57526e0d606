import type { OtpPurpose } from '../db/schema';
import { AppError } from '../http/app-error';
import { everyAddress, type AttemptKey, type LoginAttemptRepository } from './login-attempt-repository';
import { waitSecondsUntil } from '../shared/wait-seconds';

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

/**
 * Failed logins, wrong passwords and wrong second-factor codes alike, counted until a login completes:
 *
 * - per address and user ID: `maxAttempts` failures lock that address out for `lockMinutes` (E2002). Other
 *   addresses are not affected, so five wrong passwords from anywhere no longer lock a client out.
 * - per user ID over all addresses: past twice `maxAttempts`, each failure makes the next attempt wait twice
 *   as long (2 s, 4 s, 8 s ... up to `lockMinutes`), which slows a guesser spread over many addresses. A
 *   device that completed a login of the user before does not wait, so the client keeps access; a password
 *   reset forgets every count.
 *
 * A new code does not start a new allowance: the count is per user, not per code. Unknown user IDs are
 * counted the same way, so the answers never tell whether an ID exists. The guard of password-reset codes
 * (purpose RESET_PASSWORD) keeps counts of its own, so a locked login never blocks the reset that ends it.
 */
export function createLoginGuard(
  attempts: LoginAttemptRepository,
  policy: LoginGuardPolicy,
  purpose: OtpPurpose = 'LOGIN',
) {
  const lockSeconds = policy.lockMinutes * 60;
  const slowDownAfter = policy.maxAttempts * 2;
  const keysOf = (attempt: LoginAttempt): { here: AttemptKey; overall: AttemptKey } => {
    const key = { purpose, brokerCode: attempt.brokerCode, userRef: attempt.userId };
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
    /** Refuses (E2002) an attempt from a locked address, or a slowed-down user ID's attempt too soon. */
    async assertMayTry(attempt: LoginAttempt): Promise<void> {
      const { here, overall } = keysOf(attempt);
      await assertUnlocked(here, attempt.now);
      const knownDevice =
        attempt.deviceUuid !== null &&
        (await attempts.isKnownDevice(attempt.brokerCode, attempt.userId, attempt.deviceUuid));
      if (!knownDevice) await assertUnlocked(overall, attempt.now);
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

    /** A completed login or a password reset: every count of the user ID starts again. */
    forgive: attempts.clearUser,
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

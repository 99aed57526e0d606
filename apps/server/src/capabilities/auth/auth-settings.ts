import type { AuthRateLimits } from './rate-limit-rules';

/** What logins, codes and sessions are bounded by (read from the environment by the composition). */
export interface AuthSettings {
  /** Failed logins from one address before that address is locked out for the user ID. */
  loginMaxAttempts: number;
  loginLockMinutes: number;
  /** Wrong tries of one code before it is dead (E2004). */
  otpMaxMismatches: number;
  /** Wait before another code may be sent (E2006). */
  otpResendSeconds: number;
  passwordMaxAgeDays: number;
  /** Overrides every broker's WebSessionTimeoutSeconds when set. */
  sessionTimeoutSeconds: number | undefined;
  /** Requests allowed per window for each auth rate-limit rule; 0 turns a rule off. */
  authRateLimits: AuthRateLimits;
}

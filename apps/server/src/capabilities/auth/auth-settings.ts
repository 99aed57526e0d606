import { configPart, envText } from '../../platform/config/config-part';
import { authRateLimitEnvironment, authRateLimitsFrom, type AuthRateLimits } from './rate-limit-rules';

/** What logins, codes and sessions are bounded by. */
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

/** The auth settings' variables (LOGIN_*, OTP_*, PASSWORD_MAX_AGE_DAYS, SESSION_TIMEOUT_SECONDS, RATE_LIMIT_*). */
export const authConfig = configPart({
  environment: {
    LOGIN_MAX_ATTEMPTS: envText.integer(1, 100).default(5),
    LOGIN_LOCK_MINUTES: envText.integer(1, 10_080).default(30),
    OTP_MAX_MISMATCHES: envText.integer(1, 100).default(5),
    OTP_RESEND_SECONDS: envText.integer(0, 3_600).default(30),
    PASSWORD_MAX_AGE_DAYS: envText.integer(1, 3_650).default(90),
    SESSION_TIMEOUT_SECONDS: envText.integer(10, 86_400).optional(),
    ...authRateLimitEnvironment(envText.integer(0, 1_000_000)),
  },
  settings: (env): AuthSettings => ({
    loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES,
    otpMaxMismatches: env.OTP_MAX_MISMATCHES,
    otpResendSeconds: env.OTP_RESEND_SECONDS,
    passwordMaxAgeDays: env.PASSWORD_MAX_AGE_DAYS,
    sessionTimeoutSeconds: env.SESSION_TIMEOUT_SECONDS,
    authRateLimits: authRateLimitsFrom(env),
  }),
});

import type { z } from 'zod';

/**
 * The rate limits of the authentication calls, per user ID and per client address, on top of the coarse
 * per-address limit of every request. Each is a count per fixed window; the count comes from the environment.
 */
export const authRateLimitRules = {
  loginPerUser: { env: 'RATE_LIMIT_LOGIN_PER_USER', defaultMax: 10, windowSeconds: 60 },
  loginPerAddress: { env: 'RATE_LIMIT_LOGIN_PER_ADDRESS', defaultMax: 30, windowSeconds: 60 },
  otpPerUser: { env: 'RATE_LIMIT_OTP_PER_USER', defaultMax: 5, windowSeconds: 600 },
  otpPerAddress: { env: 'RATE_LIMIT_OTP_PER_ADDRESS', defaultMax: 30, windowSeconds: 600 },
  sliderPerAddress: { env: 'RATE_LIMIT_SLIDER_PER_ADDRESS', defaultMax: 30, windowSeconds: 60 },
  resetPerUser: { env: 'RATE_LIMIT_RESET_PER_USER', defaultMax: 5, windowSeconds: 600 },
  resetPerAddress: { env: 'RATE_LIMIT_RESET_PER_ADDRESS', defaultMax: 20, windowSeconds: 600 },
  tokenPerAddress: { env: 'RATE_LIMIT_TOKEN_PER_ADDRESS', defaultMax: 60, windowSeconds: 60 },
} as const;

export type AuthRateLimitRule = keyof typeof authRateLimitRules;
export type AuthRateLimits = Record<AuthRateLimitRule, number>;

const rules = Object.entries(authRateLimitRules) as [
  AuthRateLimitRule,
  (typeof authRateLimitRules)[AuthRateLimitRule],
][];

/** The environment variables of the rules, for the configuration schema. */
export function authRateLimitEnvironment<T extends z.ZodType>(count: T) {
  return Object.fromEntries(rules.map(([, rule]) => [rule.env, count.default(rule.defaultMax as never)])) as {
    [K in (typeof authRateLimitRules)[AuthRateLimitRule]['env']]: z.ZodDefault<T>;
  };
}

export function authRateLimitsFrom(environment: Record<string, unknown>): AuthRateLimits {
  return Object.fromEntries(
    rules.map(([name, rule]) => [name, Number(environment[rule.env])]),
  ) as AuthRateLimits;
}

/** Limits high enough never to bite, for tests that are not about rate limits. */
export const relaxedAuthRateLimits: AuthRateLimits = Object.fromEntries(
  rules.map(([name]) => [name, 100_000]),
) as AuthRateLimits;

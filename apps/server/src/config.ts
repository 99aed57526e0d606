import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { authRateLimitEnvironment, authRateLimitsFrom, type AuthRateLimits } from './auth/rate-limit-rules';

/**
 * Server configuration, read once from the environment at start. Invalid values stop the server with a
 * message naming each bad variable.
 *
 * | variable              | default                     | meaning                                                    |
 * |-----------------------|-----------------------------|------------------------------------------------------------|
 * | PORT                  | 8080                        | TCP port to listen on (0 picks a free one)                 |
 * | HOST                  | 0.0.0.0                     | interface to listen on                                     |
 * | DATABASE_URL          | (unset: embedded PGlite)    | PostgreSQL connection URL; unset uses PGlite in DATA_DIR   |
 * | DATABASE_POOL_SIZE    | 10                          | most PostgreSQL connections (ignored by PGlite)            |
 * | DATA_DIR              | <repo>/data                 | data folder; PGlite keeps its files in DATA_DIR/pglite     |
 * | LOG_LEVEL             | info                        | fatal, error, warn, info, debug, trace or silent           |
 * | NODE_ENV              | development                 | 'production' turns off pretty logs even on a terminal      |
 * | SEED                  | true                        | insert missing reference data at start (never overwrites)  |
 * | DEMO_MODE             | true                        | also seed the demo brokers and their demo clients          |
 * | WEB_DIST              | <repo>/apps/web/dist        | built web app to serve at / and /portal2/                  |
 * | BODY_LIMIT_BYTES      | 1048576                     | largest request body accepted (larger: E4013)              |
 * | RATE_LIMIT_PER_MINUTE | 1200                        | requests per minute per client address; 0 turns it off     |
 * | TRUST_PROXY           | false                       | trust X-Forwarded-* (set when behind a reverse proxy)      |
 * | LOGIN_MAX_ATTEMPTS    | 5                           | failed logins from one address before it is locked out    |
 * | LOGIN_LOCK_MINUTES    | 30                          | how long an address stays locked out (longest slow-down)   |
 * | OTP_MAX_MISMATCHES    | 5                           | wrong codes before a code is dead (E2004)                  |
 * | OTP_RESEND_SECONDS    | 30                          | wait before another code may be sent (E2006)               |
 * | PASSWORD_MAX_AGE_DAYS | 90                          | older passwords must be changed after login                |
 * | SESSION_TIMEOUT_SECONDS | (unset: per broker)       | idle timeout for every broker instead of theirs            |
 * | RATE_LIMIT_*          | see authRateLimitRules      | per-user and per-address limits of the auth calls          |
 * | MARKET_CLOCK          | demo                        | market clock: demo (always trading) or calendar (timetable) |
 * | MARKET_SEED           | 2026                        | seed of the simulated market (same seed, same prices)      |
 * | MARKET_TICK_MS        | (unset: the simulator's)    | milliseconds between simulated market steps                |
 *
 * Booleans accept true/false, 1/0, yes/no, on/off.
 */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((text) => ['true', '1', 'yes', 'on'].includes(text));
const integerText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const absolutePath = z.string().transform((value) => path.resolve(value));

const environmentSchema = z.object({
  PORT: integerText(0, 65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: integerText(1, 1_000).default(10),
  DATA_DIR: absolutePath.default(path.join(repositoryRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  SEED: booleanText.default(true),
  DEMO_MODE: booleanText.default(true),
  WEB_DIST: absolutePath.default(path.join(repositoryRoot, 'apps/web/dist')),
  BODY_LIMIT_BYTES: integerText(1_024, 1_073_741_824).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: integerText(0, 1_000_000).default(1_200),
  TRUST_PROXY: booleanText.default(false),
  LOGIN_MAX_ATTEMPTS: integerText(1, 100).default(5),
  LOGIN_LOCK_MINUTES: integerText(1, 10_080).default(30),
  OTP_MAX_MISMATCHES: integerText(1, 100).default(5),
  OTP_RESEND_SECONDS: integerText(0, 3_600).default(30),
  PASSWORD_MAX_AGE_DAYS: integerText(1, 3_650).default(90),
  SESSION_TIMEOUT_SECONDS: integerText(10, 86_400).optional(),
  MARKET_CLOCK: z.enum(['demo', 'calendar']).default('demo'),
  MARKET_SEED: integerText(0, 2_147_483_647).default(2026),
  MARKET_TICK_MS: integerText(10, 60_000).optional(),
  ...authRateLimitEnvironment(integerText(0, 1_000_000)),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  pgliteDir: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  production: boolean;
  seed: boolean;
  demoMode: boolean;
  webDist: string;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  loginMaxAttempts: number;
  loginLockMinutes: number;
  otpMaxMismatches: number;
  otpResendSeconds: number;
  passwordMaxAgeDays: number;
  /** Overrides every broker's WebSessionTimeoutSeconds when set. */
  sessionTimeoutSeconds: number | undefined;
  /** Requests allowed per window for each auth rate-limit rule; 0 turns a rule off. */
  authRateLimits: AuthRateLimits;
  /** The simulated exchange: which clock drives its sessions, its seed, and its step (undefined: default). */
  marketClock: 'demo' | 'calendar';
  marketSeed: number;
  marketTickMs: number | undefined;
  /**
   * Not from the environment: tests and benchmarks inject the market's clock. With it the simulator runs no
   * timers of its own; the caller steps it with advanceTo.
   */
  marketTimeSource?: () => number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; empty variables count as unset. Throws ConfigError listing every problem. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(environmentSchema.shape)
      .map((name) => [name, environment[name]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    pgliteDir: path.join(env.DATA_DIR, 'pglite'),
    logLevel: env.LOG_LEVEL,
    production: env.NODE_ENV === 'production',
    seed: env.SEED,
    demoMode: env.DEMO_MODE,
    webDist: env.WEB_DIST,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    loginMaxAttempts: env.LOGIN_MAX_ATTEMPTS,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES,
    otpMaxMismatches: env.OTP_MAX_MISMATCHES,
    otpResendSeconds: env.OTP_RESEND_SECONDS,
    passwordMaxAgeDays: env.PASSWORD_MAX_AGE_DAYS,
    sessionTimeoutSeconds: env.SESSION_TIMEOUT_SECONDS,
    authRateLimits: authRateLimitsFrom(env),
    marketClock: env.MARKET_CLOCK,
    marketSeed: env.MARKET_SEED,
    marketTickMs: env.MARKET_TICK_MS,
  };
}

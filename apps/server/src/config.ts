import path from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from './platform/config/repository-root';
import {
  authRateLimitEnvironment,
  authRateLimitsFrom,
  type AuthRateLimits,
} from './capabilities/auth/rate-limit-rules';
import type { JobClock } from './platform/jobs/job-runner';
import type { UploadQuotaLimits } from './platform/quotas/upload-quota';
import type { WriteQuotaLimits } from './platform/quotas/write-quota';
import {
  retentionDaysFrom,
  retentionEnvironment,
  type RetentionDays,
} from './capabilities/retention/retention-rules';

export { repositoryRoot };

/**
 * Server configuration, read once from the environment at start. Invalid values stop the server with a
 * message naming each bad variable.
 *
 * | variable              | default                     | meaning                                                    |
 * |-----------------------|-----------------------------|------------------------------------------------------------|
 * | PORT                  | 8080                        | TCP port to listen on (0 picks a free one)                 |
 * | HOST                  | 0.0.0.0                     | interface to listen on                                     |
 * | DATABASE_URL          | (unset: embedded)           | PostgreSQL server URL; unset starts PostgreSQL in DATA_DIR |
 * | DATABASE_POOL_SIZE    | 10                          | most database connections                                  |
 * | DATABASE_ACQUIRE_TIMEOUT_SECONDS | 5                | wait for a free pooled connection; then E5003 (busy)       |
 * | DATABASE_STATEMENT_TIMEOUT_SECONDS | 30             | longest statement; the database cancels it (E5003)         |
 * | DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS | 10      | a transaction idle this long is ended by the database      |
 * | DATA_DIR              | <repo>/data                 | data folder; the embedded database is DATA_DIR/postgres    |
 * | LOG_LEVEL             | info                        | fatal, error, warn, info, debug, trace or silent           |
 * | NODE_ENV              | development                 | development, test or production (nothing else starts):     |
 * |                       |                             | 'production': JSON logs, no demo mode, real senders needed |
 * | SEED                  | true                        | insert missing reference data at start (never overwrites)  |
 * | DEMO_MODE             | true (false in production)  | seed the demo brokers and clients, serve /dev/outbox       |
 * | WEB_DIST              | <repo>/apps/web/dist        | built web app to serve at / and /portal2/                  |
 * | BODY_LIMIT_BYTES      | 1048576                     | largest request body accepted (larger: E4013)              |
 * | BODY_TIMEOUT_SECONDS  | 30                          | time to send a request's headers and body (slower: 408)    |
 * | SHUTDOWN_GRACE_SECONDS | 10                         | on SIGTERM/SIGINT, time left to requests in flight; then   |
 * |                       |                             | the process exits (code 1) whatever is still running       |
 * | RATE_LIMIT_PER_MINUTE | 1200                        | API and socket requests per minute per address; 0: off     |
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
 * | ANONYMOUS_WRITES_PER_CALLER | 200                   | rows (reports, feature interest) one address or client may |
 * |                       |                             | store per window; past it E4030; 0 turns it off            |
 * | ANONYMOUS_WRITES_TOTAL | 2000                       | rows all anonymous callers together may store per window   |
 * | ANONYMOUS_WRITE_WINDOW_SECONDS | 3600               | the quota window                                           |
 * | UPLOADS_PER_DAY       | 20                          | uploads (certificates, feedback) one client may make in any |
 * |                       |                             | 24 hours; past it E9081; 0 turns it off                    |
 * | UPLOAD_BYTES_PER_DAY  | 52428800                    | bytes of those uploads one client may make in any 24 hours |
 * | PURGE_INTERVAL_SECONDS | 600                        | how often the purge job deletes expired rows; 0 turns it off |
 * | RETENTION_*_DAYS      | see retentionRules          | how long each stored log is kept (retention-rules.ts)      |
 * | SMTP_URL              | (unset: the outbox)         | smtp:// or smtps:// server for e-mail; production needs it |
 * | SMTP_FROM             | (needed with SMTP_URL)      | From of every e-mail ('Lantau <no-reply@example.com>')     |
 * | SMS_GATEWAY_URL       | (unset: the outbox)         | http(s) SMS gateway for JSON POSTs; production needs it    |
 * | SMS_GATEWAY_TOKEN     | (unset: no Authorization)   | bearer token sent to the SMS gateway                       |
 * | SMS_TIMEOUT_MS        | 5000                        | time allowed for one gateway request (one retry follows)   |
 * | NORTHBOUND_DAILY_QUOTA | 52000000000                | RMB of net A-share buys the platform's clients may make a  |
 * |                       |                             | day through Stock Connect northbound; past it E6001        |
 * | DEMO_FUND_PROCESSING_SECONDS | 15 in demo mode, else 0 | demo: seconds before the platform processes fund requests; 0 off |
 * | STATEMENT_FONT        | Noto Sans CJK (fonts-noto-cjk) | OpenType/TrueType font (or .ttc) with Chinese glyphs that |
 * |                       |                             | statement PDFs embed (a subset of); missing: E5000, logged |
 *
 * Production (NODE_ENV=production) refuses demo mode (the outbox would publish every code) and needs both
 * real senders: codes go by one channel and the security notice by the other.
 *
 * Booleans accept true/false, 1/0, yes/no, on/off.
 */

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
const urlOf = (protocol: RegExp, error: string) => z.url({ protocol, error });

const environmentSchema = z.object({
  PORT: integerText(0, 65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: integerText(1, 1_000).default(10),
  DATABASE_ACQUIRE_TIMEOUT_SECONDS: integerText(1, 600).default(5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: integerText(1, 86_400).default(30),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS: integerText(1, 3_600).default(10),
  DATA_DIR: absolutePath.default(path.join(repositoryRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Exactly one of these: anything else (a misspelt 'Production') would silently start a demo.
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'expected development, test or production (in lower case)',
    })
    .default('development'),
  SEED: booleanText.default(true),
  // Unset: on for a newcomer's `npm start`, off in production (see crossChecks).
  DEMO_MODE: booleanText.optional(),
  WEB_DIST: absolutePath.default(path.join(repositoryRoot, 'apps/web/dist')),
  BODY_LIMIT_BYTES: integerText(1_024, 1_073_741_824).default(1_048_576),
  BODY_TIMEOUT_SECONDS: integerText(1, 3_600).default(30),
  SHUTDOWN_GRACE_SECONDS: integerText(1, 600).default(10),
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
  SMTP_URL: urlOf(/^smtps?$/, 'expected an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z
    .string()
    .regex(/@/, { error: 'expected an address such as Lantau <no-reply@example.com>' })
    .optional(),
  SMS_GATEWAY_URL: urlOf(/^https?$/, 'expected an http:// or https:// URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_TIMEOUT_MS: integerText(100, 60_000).default(5_000),
  ...authRateLimitEnvironment(integerText(0, 1_000_000)),
  ANONYMOUS_WRITES_PER_CALLER: integerText(0, 10_000_000).default(200),
  ANONYMOUS_WRITES_TOTAL: integerText(0, 100_000_000).default(2_000),
  ANONYMOUS_WRITE_WINDOW_SECONDS: integerText(60, 86_400).default(3_600),
  UPLOADS_PER_DAY: integerText(0, 100_000).default(20),
  UPLOAD_BYTES_PER_DAY: integerText(0, 1_099_511_627_776).default(52_428_800),
  PURGE_INTERVAL_SECONDS: integerText(0, 86_400).default(600),
  NORTHBOUND_DAILY_QUOTA: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: 'expected an amount in RMB, such as 52000000000' })
    .default('52000000000'),
  DEMO_FUND_PROCESSING_SECONDS: integerText(0, 86_400).optional(),
  STATEMENT_FONT: absolutePath.default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  ...retentionEnvironment(integerText(1, 36_500)),
});

type Environment = z.infer<typeof environmentSchema>;

/** Rules between variables; each problem names the variable to set or unset. */
function crossChecks(env: Environment, addProblem: (variable: keyof Environment, message: string) => void) {
  const required = 'required with NODE_ENV=production, to deliver';
  if (env.SMTP_URL && !env.SMTP_FROM) addProblem('SMTP_FROM', 'required with SMTP_URL');
  if (env.NODE_ENV !== 'production') return;
  if (env.DEMO_MODE === true) {
    addProblem(
      'DEMO_MODE',
      'must be off with NODE_ENV=production (demo clients; codes shown at /dev/outbox)',
    );
  }
  if (!env.SMTP_URL) addProblem('SMTP_URL', `${required} e-mail codes and notices`);
  if (!env.SMS_GATEWAY_URL) addProblem('SMS_GATEWAY_URL', `${required} SMS codes and notices`);
}

const checkedEnvironmentSchema = environmentSchema.superRefine((env, context) =>
  crossChecks(env, (variable, message) => context.addIssue({ code: 'custom', path: [variable], message })),
);

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL, or undefined for the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Bounds that keep one stuck request from holding the platform (db/database.ts). */
  databaseTimeouts: { acquireMs: number; statementMs: number; idleInTransactionMs: number };
  dataDir: string;
  logLevel: Environment['LOG_LEVEL'];
  production: boolean;
  seed: boolean;
  demoMode: boolean;
  webDist: string;
  bodyLimitBytes: number;
  /** Seconds a client has to send a whole request, headers and body; then 408 and the connection closes. */
  bodyTimeoutSeconds: number;
  /** Seconds a shutdown waits for requests in flight before the process exits anyway (main.ts). */
  shutdownGraceSeconds: number;
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
  /** What anonymous callers may store per window (quotas/write-quota.ts). */
  anonymousWriteQuota: WriteQuotaLimits;
  /** What one client may upload in any 24 hours (quotas/upload-quota.ts). */
  uploadQuota: UploadQuotaLimits;
  /** Seconds between purge runs; 0: no purge job. */
  purgeIntervalSeconds: number;
  /** Days each stored log is kept (retention/retention-rules.ts). */
  retentionDays: RetentionDays;
  /** Real e-mail delivery; undefined sends e-mail to the development outbox (never in production). */
  smtp: { url: string; from: string } | undefined;
  /** Real SMS delivery through an HTTP gateway; undefined sends SMS to the development outbox. */
  smsGateway: { url: string; token: string | undefined; timeoutMs: number } | undefined;
  /** RMB of net northbound (China A-share) buys allowed a trading day, a decimal string (orders/northbound-quota.ts). */
  northboundDailyQuota: string;
  /** The CJK font statement PDFs embed a subset of (statements/statement-font.ts). */
  statementFont: string;
  /** Demo mode: seconds a fund request waits before the platform processes it; 0: never (staff do it). */
  demoFundProcessingSeconds: number;
  /**
   * Not from the environment: tests and benchmarks inject the market's clock. With it the simulator runs no
   * timers of its own; the caller steps it with advanceTo.
   */
  marketTimeSource?: () => number;
  /** Not from the environment: where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Not from the environment: tests inject the job runner's clock (default: real time). */
  jobClock?: JobClock;
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
  const parsed = checkedEnvironmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_SECONDS * 1000,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: env.DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS * 1000,
    },
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    production,
    seed: env.SEED,
    demoMode: env.DEMO_MODE ?? !production,
    webDist: env.WEB_DIST,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    bodyTimeoutSeconds: env.BODY_TIMEOUT_SECONDS,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
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
    anonymousWriteQuota: {
      perCaller: env.ANONYMOUS_WRITES_PER_CALLER,
      anonymousTotal: env.ANONYMOUS_WRITES_TOTAL,
      windowSeconds: env.ANONYMOUS_WRITE_WINDOW_SECONDS,
    },
    uploadQuota: { perDay: env.UPLOADS_PER_DAY, bytesPerDay: env.UPLOAD_BYTES_PER_DAY },
    purgeIntervalSeconds: env.PURGE_INTERVAL_SECONDS,
    retentionDays: retentionDaysFrom(env),
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN, timeoutMs: env.SMS_TIMEOUT_MS }
      : undefined,
    northboundDailyQuota: env.NORTHBOUND_DAILY_QUOTA,
    statementFont: env.STATEMENT_FONT,
    demoFundProcessingSeconds: (env.DEMO_MODE ?? !production) ? (env.DEMO_FUND_PROCESSING_SECONDS ?? 15) : 0,
  };
}

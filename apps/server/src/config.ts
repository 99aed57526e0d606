import { z } from 'zod';
import { authConfig, type AuthSettings } from './capabilities/auth/auth-settings';
import { demoProcessingConfig } from './capabilities/funds/demo-processing-settings';
import { demoIpoConfig } from './capabilities/ipo/demo-ipo-settings';
import { marketConfig, type MarketSettings } from './capabilities/market-data/market-settings';
import { exchangeConfig, type ExchangeSettings } from './capabilities/exchange-remote/exchange-settings';
import { senderConfig, type SenderSettings } from './capabilities/notifications/sender-settings';
import { orderConfig } from './capabilities/orders/order-settings';
import { retentionConfig } from './capabilities/retention/retention-settings';
import { statementConfig } from './capabilities/statements/statement-settings';
import {
  ConfigError,
  configPart,
  envText,
  readEnvironment,
  settingsOf,
  variablesOf,
  type EnvironmentOf,
  type SettingsOf,
} from './platform/config/config-part';
import { repositoryRoot } from './platform/config/repository-root';
import { databaseConfig, type DatabaseSettings } from './platform/db/database-settings';
import { httpConfig, type HttpSettings } from './platform/http/http-settings';
import type { JobClock } from './platform/jobs/job-runner';
import { logConfig } from './platform/logging/log-settings';
import { metricsConfig, type MetricsSettings } from './platform/metrics/metrics-settings';
import type { LogSettings } from './platform/logging/logger';
import { quotaConfig } from './platform/quotas/quota-settings';
import { redisConfig, type RedisSettings } from './platform/redis/redis-settings';

export { ConfigError, repositoryRoot };

/**
 * Server configuration, read once from the environment at start. Each capability and platform part owns its
 * variables and how they become its settings (a `configPart` in the file named below each group); this file
 * puts the parts together into one schema, so an invalid start names every bad variable at once, and adds the
 * rules between parts (crossChecks).
 *
 * | variable              | default                     | meaning                                                    |
 * |-----------------------|-----------------------------|------------------------------------------------------------|
 * | the run (this file)   |                             |                                                            |
 * | NODE_ENV              | development                 | development, test or production (nothing else starts):     |
 * |                       |                             | 'production': JSON logs, no demo mode, real senders needed |
 * | SEED                  | true                        | insert missing reference data at start (never overwrites)  |
 * | DEMO_MODE             | true (false in production)  | seed the demo brokers and clients, serve /dev/outbox       |
 * | SHUTDOWN_GRACE_SECONDS | 10                         | on SIGTERM/SIGINT, time left to requests in flight; then   |
 * |                       |                             | the process exits (code 1) whatever is still running       |
 * | SHUTDOWN_DRAIN_SECONDS | 0                          | behind a load balancer: on SIGTERM/SIGINT, seconds the node |
 * |                       |                             | answers 503 to GET /api/ready, still serving, before it    |
 * |                       |                             | closes (longer than the balancer's check interval)         |
 * | platform/http/http-settings.ts |                    |                                                            |
 * | PORT                  | 8080                        | TCP port to listen on (0 picks a free one)                 |
 * | HOST                  | 0.0.0.0                     | interface to listen on                                     |
 * | WEB_DIST              | <repo>/apps/web/dist        | built web app to serve at / and /portal2/                  |
 * | WEB_PRERENDER         | <repo>/apps/web/dist-ssr/   | the web build's server render of the public pages (login,  |
 * |                       | render-public-page.js       | landing, broker list); off: all drawn in the browser       |
 * | BODY_LIMIT_BYTES      | 1048576                     | largest request body accepted (larger: E4013)              |
 * | BODY_TIMEOUT_SECONDS  | 30                          | time to send a request's headers and body (slower: 408)    |
 * | RATE_LIMIT_PER_MINUTE | 1200                        | API and socket requests per minute per address; 0: off     |
 * | TRUST_PROXY           | false                       | trust X-Forwarded-* (set when behind a reverse proxy)      |
 * | platform/db/database-settings.ts |                  |                                                            |
 * | DATABASE_URL          | (unset: embedded)           | PostgreSQL server URL; unset starts PostgreSQL in DATA_DIR |
 * | DATABASE_POOL_SIZE    | 10                          | most database connections                                  |
 * | DATABASE_ACQUIRE_TIMEOUT_SECONDS | 5                | wait for a free pooled connection; then E5003 (busy)       |
 * | DATABASE_STATEMENT_TIMEOUT_SECONDS | 30             | longest statement; the database cancels it (E5003)         |
 * | DATABASE_IDLE_TRANSACTION_TIMEOUT_SECONDS | 10      | a transaction idle this long is ended by the database      |
 * | DATA_DIR              | <repo>/data                 | data folder; the embedded database is DATA_DIR/postgres    |
 * | platform/redis/redis-settings.ts |                  |                                                            |
 * | REDIS_URL             | (unset: in process)         | redis:// URL of the Redis several nodes share (event bus,  |
 * |                       |                             | nonces, rate-limit counts, socket presence); unset: memory |
 * | platform/logging/log-settings.ts |                  |                                                            |
 * | LOG_LEVEL             | info                        | fatal, error, warn, info, debug, trace or silent           |
 * | platform/metrics/metrics-settings.ts |               |                                                            |
 * | METRICS_TOKEN         | (unset: this machine only)  | bearer token that may read GET /metrics from anywhere;     |
 * |                       |                             | in production without it /metrics is off                   |
 * | capabilities/auth/auth-settings.ts |                |                                                            |
 * | LOGIN_MAX_ATTEMPTS    | 5                           | failed logins from one address before it is locked out    |
 * | LOGIN_LOCK_MINUTES    | 30                          | how long an address stays locked out (longest slow-down)   |
 * | OTP_MAX_MISMATCHES    | 5                           | wrong codes before a code is dead (E2004)                  |
 * | OTP_RESEND_SECONDS    | 30                          | wait before another code may be sent (E2006)               |
 * | PASSWORD_MAX_AGE_DAYS | 90                          | older passwords must be changed after login                |
 * | SESSION_TIMEOUT_SECONDS | (unset: per broker)       | idle timeout for every broker instead of theirs            |
 * | RATE_LIMIT_*          | see authRateLimitRules      | per-user and per-address limits of the auth calls          |
 * | capabilities/market-data/market-settings.ts |       |                                                            |
 * | MARKET_CLOCK          | demo                        | market clock: demo (always trading) or calendar (timetable) |
 * | MARKET_SEED           | 2026                        | seed of the simulated market (same seed, same prices)      |
 * | MARKET_TICK_MS        | (unset: the simulator's)    | milliseconds between simulated market steps                |
 * | EXCHANGE              | embedded                    | embedded (in the server) or remote (`npm run exchange`)    |
 * | capabilities/notifications/sender-settings.ts |     |                                                            |
 * | SMTP_URL              | (unset: the outbox)         | smtp:// or smtps:// server for e-mail; production needs it |
 * | SMTP_FROM             | (needed with SMTP_URL)      | From of every e-mail ('Lantau <no-reply@example.com>')     |
 * | SMS_GATEWAY_URL       | (unset: the outbox)         | http(s) SMS gateway for JSON POSTs; production needs it    |
 * | SMS_GATEWAY_TOKEN     | (unset: no Authorization)   | bearer token sent to the SMS gateway                       |
 * | SMS_TIMEOUT_MS        | 5000                        | time allowed for one gateway request (one retry follows)   |
 * | platform/quotas/quota-settings.ts |                 |                                                            |
 * | ANONYMOUS_WRITES_PER_CALLER | 200                   | rows (reports, feature interest) one address or client may |
 * |                       |                             | store per window; past it E4030; 0 turns it off            |
 * | ANONYMOUS_WRITES_TOTAL | 2000                       | rows all anonymous callers together may store per window   |
 * | ANONYMOUS_WRITE_WINDOW_SECONDS | 3600               | the quota window                                           |
 * | UPLOADS_PER_DAY       | 20                          | uploads (certificates, feedback) one client may make in any |
 * |                       |                             | 24 hours; past it E9081; 0 turns it off                    |
 * | UPLOAD_BYTES_PER_DAY  | 52428800                    | bytes of those uploads one client may make in any 24 hours |
 * | capabilities/retention/retention-settings.ts |      |                                                            |
 * | PURGE_INTERVAL_SECONDS | 600                        | how often the purge job deletes expired rows; 0 turns it off |
 * | RETENTION_*_DAYS      | see retentionRules          | how long each stored log is kept (retention-rules.ts)      |
 * | capabilities/orders/order-settings.ts |             |                                                            |
 * | NORTHBOUND_DAILY_QUOTA | 52000000000                | RMB of net A-share buys the platform's clients may make a  |
 * |                       |                             | day through Stock Connect northbound; past it E6001        |
 * | capabilities/funds/demo-processing-settings.ts |    |                                                            |
 * | DEMO_FUND_PROCESSING_SECONDS | 15 in demo mode, else 0 | demo: seconds before the platform processes fund requests; 0 off |
 * | capabilities/ipo/demo-ipo-settings.ts |             |                                                            |
 * | DEMO_IPOS             | true in demo mode, else false | demo: seed three IPOs per broker and run their results     |
 * | capabilities/statements/statement-settings.ts |     |                                                            |
 * | STATEMENT_FONT        | Noto Sans CJK (fonts-noto-cjk) | OpenType/TrueType font (or .ttc) with Chinese glyphs that |
 * |                       |                             | statement PDFs embed (a subset of); missing: E5000, logged |
 *
 * Production (NODE_ENV=production) refuses demo mode (the outbox would publish every code) and needs both
 * real senders: codes go by one channel and the security notice by the other.
 *
 * Booleans accept true/false, 1/0, yes/no, on/off; empty variables count as unset.
 */

/** The run as a whole: what kind of start this is, and how it ends (main.ts). */
const runConfig = configPart({
  environment: {
    // Exactly one of these: anything else (a misspelt 'Production') would silently start a demo.
    NODE_ENV: z
      .enum(['development', 'test', 'production'], {
        error: 'expected development, test or production (in lower case)',
      })
      .default('development'),
    SEED: envText.boolean.default(true),
    // Unset: on for a newcomer's `npm start`, off in production (see crossChecks).
    DEMO_MODE: envText.boolean.optional(),
    SHUTDOWN_GRACE_SECONDS: envText.integer(1, 600).default(10),
    SHUTDOWN_DRAIN_SECONDS: envText.integer(0, 600).default(0),
  },
  settings: (env, mode) => ({
    production: mode.production,
    seed: env.SEED,
    demoMode: mode.demoMode,
    /** Seconds a shutdown waits for requests in flight before the process exits anyway (main.ts). */
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    /** Seconds between a shutdown signal and the close, readiness answering 503 meanwhile (main.ts). */
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
  }),
});

const parts = [
  runConfig,
  httpConfig,
  databaseConfig,
  redisConfig,
  logConfig,
  metricsConfig,
  authConfig,
  marketConfig,
  exchangeConfig,
  senderConfig,
  quotaConfig,
  retentionConfig,
  orderConfig,
  demoProcessingConfig,
  demoIpoConfig,
  statementConfig,
] as const;

/** Every variable the server reads, in the order of the table above. */
export const configVariables = variablesOf(parts);

/** Rules between the parts' variables; each problem names the variable to set or unset. */
function crossChecks(
  env: EnvironmentOf<typeof parts>,
  addProblem: (variable: string, message: string) => void,
): void {
  if (env.EXCHANGE === 'remote' && env.REDIS_URL === undefined)
    addProblem('REDIS_URL', 'EXCHANGE=remote reaches the exchange through Redis: set REDIS_URL');
  if (env.NODE_ENV !== 'production') return;
  const required = 'required with NODE_ENV=production, to deliver';
  if (env.DEMO_MODE === true) {
    addProblem(
      'DEMO_MODE',
      'must be off with NODE_ENV=production (demo clients; codes shown at /dev/outbox)',
    );
  }
  if (!env.SMTP_URL) addProblem('SMTP_URL', `${required} e-mail codes and notices`);
  if (!env.SMS_GATEWAY_URL) addProblem('SMS_GATEWAY_URL', `${required} SMS codes and notices`);
}

export type Config = SettingsOf<typeof runConfig> &
  HttpSettings &
  DatabaseSettings &
  RedisSettings &
  LogSettings &
  MetricsSettings &
  AuthSettings &
  MarketSettings &
  ExchangeSettings &
  SenderSettings &
  SettingsOf<typeof quotaConfig> &
  SettingsOf<typeof retentionConfig> &
  SettingsOf<typeof orderConfig> &
  SettingsOf<typeof demoProcessingConfig> &
  SettingsOf<typeof demoIpoConfig> &
  SettingsOf<typeof statementConfig> & {
    /** Not from the environment: tests inject the job runner's clock (default: real time). */
    jobClock?: JobClock;
    /** Not from the environment: tests shorten how long margin ratios and reference rates are kept (0: never). */
    valuationDataTtlMs?: number;
  };

/** The configuration of a process that starts from the environment: a bad one is told and ends the process. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Reads the configuration; empty variables count as unset. Throws ConfigError listing every problem. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnvironment(parts, environment, crossChecks);
  const production = env.NODE_ENV === 'production';
  return settingsOf(parts, env, { production, demoMode: env.DEMO_MODE ?? !production });
}

import type { z } from 'zod';

/**
 * How long the platform keeps what it stores about activity: the one place retention is decided (ARCHITECTURE
 * "Retention" lists the same table). Each period counts from the moment a row stopped mattering (a step
 * expired, a session ended) or, for logs, from when it was written. The purge job (purge-job.ts) deletes
 * what is older; reference data, clients, accounts and money are never purged.
 *
 * | rule             | variable                         | days | rows                                                   |
 * |------------------|----------------------------------|------|--------------------------------------------------------|
 * | expiredSteps     | RETENTION_EXPIRED_STEPS_DAYS     | 1    | OTP steps and app-OTP prefixes, slider puzzles and     |
 * |                  |                                  |      | their tokens, retired refresh tokens of ended sessions,|
 * |                  |                                  |      | anonymous-write quota windows and upload records (a    |
 * |                  |                                  |      | day after they stop counting), after they expired;     |
 * |                  |                                  |      | failed-login counters a day after their last failure   |
 * | unusedCertificates | RETENTION_UNUSED_CERTIFICATES_DAYS | 1 | transfer certificates no deposit used, from upload     |
 * | endedSessions    | RETENTION_ENDED_SESSIONS_DAYS    | 30   | sessions, after they expired or were revoked           |
 * | loginRecords     | RETENTION_LOGIN_RECORDS_DAYS     | 365  | login records (each client's newest is always kept:    |
 * |                  |                                  |      | it is the "last login" the home page shows)            |
 * | outbox           | RETENTION_OUTBOX_DAYS            | 7    | messages in the development outbox                     |
 * | clientReports    | RETENTION_CLIENT_REPORTS_DAYS    | 30   | error reports and function logs from clients           |
 * | featureRequests  | RETENTION_FEATURE_REQUESTS_DAYS  | 365  | records of clients asking for a feature                |
 *
 * The expired steps keep a day of grace so that anyone looking into a failed login or reset still finds them.
 */
export const retentionRules = {
  expiredSteps: { env: 'RETENTION_EXPIRED_STEPS_DAYS', defaultDays: 1 },
  unusedCertificates: { env: 'RETENTION_UNUSED_CERTIFICATES_DAYS', defaultDays: 1 },
  endedSessions: { env: 'RETENTION_ENDED_SESSIONS_DAYS', defaultDays: 30 },
  loginRecords: { env: 'RETENTION_LOGIN_RECORDS_DAYS', defaultDays: 365 },
  outbox: { env: 'RETENTION_OUTBOX_DAYS', defaultDays: 7 },
  clientReports: { env: 'RETENTION_CLIENT_REPORTS_DAYS', defaultDays: 30 },
  featureRequests: { env: 'RETENTION_FEATURE_REQUESTS_DAYS', defaultDays: 365 },
} as const;

export type RetentionRule = keyof typeof retentionRules;
/** Days each kind of row is kept. */
export type RetentionDays = Record<RetentionRule, number>;

const rules = Object.entries(retentionRules) as [RetentionRule, (typeof retentionRules)[RetentionRule]][];

/** The environment variables of the rules, for the configuration schema. */
export function retentionEnvironment<T extends z.ZodType>(days: T) {
  return Object.fromEntries(rules.map(([, rule]) => [rule.env, days.default(rule.defaultDays as never)])) as {
    [K in (typeof retentionRules)[RetentionRule]['env']]: z.ZodDefault<T>;
  };
}

export function retentionDaysFrom(environment: Record<string, unknown>): RetentionDays {
  return Object.fromEntries(
    rules.map(([name, rule]) => [name, Number(environment[rule.env])]),
  ) as RetentionDays;
}

/** The instant before which rows of a rule are purged, for a purge run at `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

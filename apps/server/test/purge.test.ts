import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { jsonb } from '../src/platform/db/jsonb';
import type { Database } from '../src/platform/db/schema';
import { testBackends } from './support/backends';
import { manualJobClock } from './support/manual-job-clock';
import { useTestServer } from './support/test-server';

const day = 86_400_000;
/** The job clock's start: the purge measures ages from it, as from real time. */
const startedAt = Date.now();
const ago = (days: number) => new Date(startedAt - days * day);
const ahead = (minutes: number) => new Date(startedAt + minutes * 60_000);

/**
 * Rows of every purged kind, one expired and one live each (named by what should happen to them), written
 * straight into the tables as the platform would have left them.
 */
async function seed(db: ReturnType<typeof useTestServer>['current']['app']['db']) {
  const step = (id: string, expiresAt: Date) => ({
    challenge_id: id,
    purpose: 'LOGIN' as const,
    broker_code: 'LTU',
    user_id: 'LTU1001',
    user_known: true,
    channel: 'APP' as const,
    contact: 'app',
    expires_at: expiresAt,
  });
  await db
    .insertInto('otp_challenges')
    .values([step('step-gone', ago(2)), step('step-kept', ahead(10))])
    .execute();
  await db
    .insertInto('app_otp_prefixes')
    .values([
      { challenge_id: 'step-gone', prefix: 'gone', expires_at: ago(2) },
      { challenge_id: 'step-kept', prefix: 'kept', expires_at: ahead(1) },
    ])
    .execute();

  const puzzle = (key: string, expiresAt: Date, tokenExpiresAt: Date | null) => ({
    key_hash: key,
    width: 300,
    gap_x: 100,
    piece_y: 40,
    expires_at: expiresAt,
    token_expires_at: tokenExpiresAt,
  });
  await db
    .insertInto('validation_challenges')
    .values([
      puzzle('puzzle-gone', ago(3), ago(2)),
      // Solved long ago, but its validation token is still good.
      puzzle('puzzle-kept-token', ago(3), ahead(5)),
      puzzle('puzzle-kept', ahead(2), null),
    ])
    .execute();

  const session = (id: string, expiresAt: Date, revokedAt: Date | null) => ({
    session_id: id,
    user_id: 'LTU1001',
    broker_code: 'LTU',
    token_hash: `${id}-token`,
    refresh_token_hash: `${id}-refresh`,
    signing_key: 'key',
    otp_channel: 'SMS' as const,
    expires_at: expiresAt,
    revoked_at: revokedAt,
  });
  await db
    .insertInto('sessions')
    .values([
      session('session-gone', ago(39), ago(40)),
      session('session-kept-ended', ago(2), null),
      session('session-kept-live', ahead(30), null),
    ])
    .execute();
  await db
    .insertInto('retired_refresh_tokens')
    .values([
      { refresh_token_hash: 'retired-gone-1', session_id: 'session-gone' },
      { refresh_token_hash: 'retired-gone-2', session_id: 'session-kept-ended' },
      { refresh_token_hash: 'retired-kept', session_id: 'session-kept-live' },
    ])
    .execute();

  const login = (userId: string, device: string, at: Date) => ({
    user_id: userId,
    broker_code: 'LTU',
    otp_channel: 'SMS' as const,
    device_uuid: device,
    address: '127.0.0.1',
    logged_in_at: at,
  });
  await db
    .insertInto('login_records')
    .values([
      login('LTU1001', 'login-gone', ago(400)),
      login('LTU1001', 'login-kept-recent', ago(3)),
      // A client who has not logged in for over a year keeps the one record of it: the home page shows it.
      login('LTU1004', 'login-kept-newest', ago(500)),
    ])
    .execute();

  const message = (subject: string, at: Date) => ({
    channel: 'SMS' as const,
    recipient: '+85290000000',
    user_id: 'LTU1001',
    subject,
    body: 'code',
    created_at: at,
  });
  await db
    .insertInto('outbox_messages')
    .values([message('outbox-gone', ago(8)), message('outbox-kept', ago(1))])
    .execute();

  const report = (type: string, at: Date) => ({
    kind: 'product_usage_error' as const,
    type,
    payload: jsonb({ message: type }),
    broker_code: 'LTU',
    user_id: null,
    created_at: at,
  });
  // More than one delete batch, so the purge has to go round.
  const oldReports = Array.from({ length: 1_201 }, () => report('report-gone', ago(31)));
  await db
    .insertInto('client_reports')
    .values([...oldReports, report('report-kept', ago(29))])
    .execute();

  const interest = (featureKey: string, at: Date) => ({
    broker_code: 'LTU',
    feature_key: featureKey,
    status: 'DISABLED' as const,
    language: 'en_US' as const,
    request_id: featureKey,
    user_id: null,
    created_at: at,
  });
  await db
    .insertInto('feature_requests')
    .values([interest('feature-gone', ago(366)), interest('feature-kept', ago(10))])
    .execute();

  await db
    .insertInto('anonymous_write_quotas')
    .values([
      { subject: 'quota-gone', window_end: ago(2), used: 5 },
      { subject: 'quota-kept', window_end: ahead(30), used: 5 },
    ])
    .execute();

  const attempts = (address: string, updatedAt: Date, lockedUntil: Date | null) => ({
    broker_code: 'LTU',
    user_ref: 'LTU1001',
    purpose: 'LOGIN' as const,
    address,
    failures: 3,
    locked_until: lockedUntil,
    updated_at: updatedAt,
  });
  await db
    .insertInto('login_attempts')
    .values([
      attempts('attempts-gone', ago(2), ago(2)),
      attempts('attempts-kept-recent', ago(0), null),
      // Its last failure is old, but the lock it set still runs.
      attempts('attempts-kept-locked', ago(2), ahead(30)),
    ])
    .execute();

  const certificate = (id: string, at: Date) => ({
    certificate_id: id,
    user_id: 'LTU1001',
    file_name: `${id}.png`,
    content_type: 'image/png' as const,
    size_bytes: 3,
    content: Buffer.from('png'),
    created_at: at,
  });
  await db
    .insertInto('fund_certificates')
    .values([
      certificate('cert-gone', ago(2)),
      certificate('cert-kept-used', ago(2)),
      certificate('cert-kept-recent', ago(0.5)),
    ])
    .execute();
  const { account_number } = await db
    .selectFrom('accounts')
    .select('account_number')
    .where('user_id', '=', 'LTU1001')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fund_requests')
    .values({
      request_id: 'deposit-with-cert-kept-used',
      broker_code: 'LTU',
      user_id: 'LTU1001',
      account_number,
      type: 'DEPOSIT',
      currency_code: 'HKD',
      amount: '100',
      status: 'PND',
      details: jsonb({}),
      certificate_id: 'cert-kept-used',
      business_date: '2026-01-02',
    })
    .execute();

  // Uploads count for a day; their records go a day after that (the bytes name them here).
  await db
    .insertInto('upload_usage')
    .values([
      { user_id: 'LTU1001', kind: 'CERTIFICATE', bytes: 1, stored_at: ago(3) },
      { user_id: 'LTU1001', kind: 'FEEDBACK', bytes: 2, stored_at: ago(1.5) },
    ])
    .execute();
}

/**
 * The seeded rows of each kind: the table, the column that names a row, and where the table holds rows of
 * other tests too, the prefix of this test's names.
 */
const seededKinds = {
  steps: ['otp_challenges', 'challenge_id'],
  prefixes: ['app_otp_prefixes', 'prefix'],
  puzzles: ['validation_challenges', 'key_hash'],
  sessions: ['sessions', 'session_id', 'session-'],
  retiredTokens: ['retired_refresh_tokens', 'refresh_token_hash'],
  logins: ['login_records', 'device_uuid', 'login-'],
  outbox: ['outbox_messages', 'subject', 'outbox-'],
  reports: ['client_reports', 'type'],
  features: ['feature_requests', 'feature_key'],
  quotas: ['anonymous_write_quotas', 'subject'],
  attempts: ['login_attempts', 'address', 'attempts-'],
  certificates: ['fund_certificates', 'certificate_id', 'cert-'],
} as const satisfies Record<string, readonly [keyof Database, string, string?]>;

/** What is left of the seeded rows, by name. */
async function survivors(db: Parameters<typeof seed>[0]) {
  const left: Record<string, unknown> = {};
  for (const [kind, [table, column, prefix]] of Object.entries(seededKinds)) {
    const ours = prefix === undefined ? sql`true` : sql`${sql.ref(column)} like ${`${prefix}%`}`;
    const { rows } = await sql<{ name: string | null }>`
      select distinct ${sql.ref(column)} as name from ${sql.table(table)} where ${ours}`.execute(db);
    left[kind] = rows.map((row) => row.name).sort();
  }
  const uploads = await db.selectFrom('upload_usage').select('bytes').orderBy('bytes').execute();
  return { ...left, uploads: uploads.map((row) => row.bytes) };
}

describe.each(testBackends)('purge of expired rows (%s)', (backend) => {
  const clock = manualJobClock(startedAt);
  const server = useTestServer(backend, { jobClock: clock });

  it('is scheduled with the server, and deletes every expired kind of row while keeping live ones', async () => {
    const { db } = server.current.app;
    await seed(db);
    // The first run comes a minute after start, then every PURGE_INTERVAL_SECONDS.
    await clock.advance(59_000);
    expect(await db.selectFrom('client_reports').select('id').execute()).toHaveLength(1_202);
    await clock.advance(1_000);
    // The run deletes one kind of row after another: wait for all of them, not just the first (under load
    // the check could otherwise land between two deletes).
    await expect
      .poll(async () => survivors(db), { timeout: 20_000 })
      .toEqual({
        steps: ['step-kept'],
        prefixes: ['kept'],
        puzzles: ['puzzle-kept', 'puzzle-kept-token'],
        sessions: ['session-kept-ended', 'session-kept-live'],
        retiredTokens: ['retired-kept'],
        logins: ['login-kept-newest', 'login-kept-recent'],
        outbox: ['outbox-kept'],
        reports: ['report-kept'],
        features: ['feature-kept'],
        quotas: ['quota-kept'],
        attempts: ['attempts-kept-locked', 'attempts-kept-recent'],
        certificates: ['cert-kept-recent', 'cert-kept-used'],
        uploads: [2],
      });
  });

  it('runs on demand, reports what it deleted, and repeats harmlessly', async () => {
    // The scheduled run may still be finishing (a run asked for meanwhile is skipped as busy).
    await expect
      .poll(() => server.current.app.jobs.runNow('purge'), { timeout: 20_000 })
      .toMatchObject({ status: 'ran', summary: { 'client reports': 0, 'OTP steps': 0 } });
  });

  it('skips a run while another node holds the purge lock', async (context) => {
    const { databaseUrl } = server.current.database;
    // A second node needs its own connection to the same database: only a database URL gives the test one.
    if (!databaseUrl) return context.skip();
    const otherNode = new pg.Client({ connectionString: databaseUrl });
    await otherNode.connect();
    try {
      await otherNode.query(`select pg_advisory_lock(${0x4c54_4a42}, hashtext('purge'))`);
      expect(await server.current.app.jobs.runNow('purge')).toEqual({ status: 'skipped', reason: 'locked' });
    } finally {
      await otherNode.end();
    }
    expect(await server.current.app.jobs.runNow('purge')).toMatchObject({ status: 'ran' });
  });
});

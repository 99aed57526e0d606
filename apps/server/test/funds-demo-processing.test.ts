import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { jsonb } from '../src/platform/db/jsonb';
import { describe, expect, it } from 'vitest';
import type { FundRequest } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { auditTrailOf } from './support/audit-trail';
import { testBackends } from './support/backends';
import { fundRequests } from './support/funds';
import { identityConfig } from './support/identity';
import { useTestServer } from './support/test-server';

// Demo mode's back office (DEMO_FUND_PROCESSING_SECONDS): with a one-second delay and nobody from staff, a
// deposit is credited, a withdrawal prepared then approved, and an exchange processed on their own, by the
// PLATFORM, through the same steps staff take: the request's events and its audit trail say so. A deposit above
// the broker's four-eyes amount takes two steps like a withdrawal, the platform being both pairs of eyes.

const USER = 'LTU1001';
const ACCOUNT = 'LTU100101';

describe.each(testBackends)('demo fund processing (%s)', (backend) => {
  const server = useTestServer(backend, { ...identityConfig, demoFundProcessingSeconds: 1 });
  const { client } = apiCallers(server);
  const funds = fundRequests(server, client);

  /** Reads the request until it is closed (or the time is up) and returns it as the client sees it. */
  async function whenClosed(requestId: string, timeoutMs = 10_000): Promise<FundRequest> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const answer = await client<FundRequest>(USER, 'GET', `/funds/requests/${requestId}`);
      expect(answer.body.code).toBe('OK');
      if (answer.body.data.status === 'CLS' || Date.now() > until) return answer.body.data;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('credits deposits, pays a withdrawal and processes an exchange on its own, as the PLATFORM', async () => {
    const cashBefore = await server.current.app.ledger.balances(server.current.app.db, ACCOUNT);
    const placed = await Promise.all([
      funds.deposit(USER, ACCOUNT, '3000'),
      funds.withdrawal(USER, ACCOUNT, '1000'),
      funds.exchange(USER, ACCOUNT, 'USD', 'HKD', '100'),
      // Above LTU's four-eyes amount (HKD 1,000,000).
      funds.deposit(USER, ACCOUNT, '1500000'),
    ]);
    for (const answer of placed) expect(answer.body.code).toBe('OK');
    const started = Date.now();
    const [deposit, withdrawal, exchange, large] = await Promise.all(
      placed.map((answer) => whenClosed(answer.body.data.requestID)),
    );
    // A withdrawal and a large deposit take two steps, each after the delay: a few seconds in all.
    expect(Date.now() - started).toBeLessThan(10_000);

    const path = (request: FundRequest) => request.events.map((event) => `${event.to}:${event.actorKind}`);
    expect(path(deposit!)).toEqual(['PND:CLIENT', 'APV:PLATFORM', 'CLS:PLATFORM']);
    expect(path(withdrawal!)).toEqual(['PND:CLIENT', 'ACK:PLATFORM', 'APV:PLATFORM', 'CLS:PLATFORM']);
    expect(path(exchange!)).toEqual(['PND:CLIENT', 'APV:PLATFORM', 'CLS:PLATFORM']);
    expect(path(large!)).toEqual(['PND:CLIENT', 'ACK:PLATFORM', 'APV:PLATFORM', 'CLS:PLATFORM']);

    for (const request of [deposit!, withdrawal!, exchange!, large!]) {
      const audit = await auditTrailOf(server.current.app.db, request.requestID);
      expect(audit[0]).toMatchObject({ actor_kind: 'CLIENT' });
      expect(audit.length).toBe(request.events.length);
      expect(audit.slice(1).every((row) => row.actor_kind === 'PLATFORM')).toBe(true);
    }

    // The money moved: 3000 and 1,500,000 in, 1000 and its fee out, 102 USD (100 and the fee) for 778 HKD.
    const cashAfter = await server.current.app.ledger.balances(server.current.app.db, ACCOUNT);
    const settled = (balances: typeof cashBefore, currency: string) =>
      balances.cash.find((cash) => cash.currency === currency)!.settled;
    const hkdIn = new Decimal(3000).plus(1_500_000).minus(1000).minus(withdrawal!.fee).plus(778);
    expect(settled(cashAfter, 'HKD').minus(settled(cashBefore, 'HKD')).toFixed(2)).toBe(hkdIn.toFixed(2));
    expect(settled(cashBefore, 'USD').minus(settled(cashAfter, 'USD')).toFixed(2)).toBe('102.00');
  });

  it('sets aside each request it cannot process, with its reason, and goes on with the rest', async () => {
    const { db } = server.current.app;
    // Requests an earlier version accepted and no run can credit (the balance would overflow its column):
    // more than one run takes, and older than any other.
    const template = await funds.deposit(USER, ACCOUNT, '100');
    expect(template.body.code).toBe('OK');
    const row = await db
      .selectFrom('fund_requests')
      .selectAll()
      .where('request_id', '=', template.body.data.requestID)
      .executeTakeFirstOrThrow();
    const stuck = Array.from({ length: 60 }, (_, index) => `FSTUCK${String(index).padStart(3, '0')}`);
    await db
      .insertInto('fund_requests')
      .values(
        stuck.map((requestId) => ({
          ...row,
          request_id: requestId,
          // Each copy gets its own number from the database (the template's is taken).
          request_number: undefined,
          amount: '999999999999999999.99',
          status: 'PND',
          certificate_id: null,
          details: jsonb(row.details),
          created_at: sql`now() - interval '1 hour'`,
          updated_at: sql`now() - interval '1 hour'`,
        })),
      )
      .execute();

    const placed = await funds.deposit(USER, ACCOUNT, '200');
    const [first, second] = await Promise.all(
      [template, placed].map((answer) => whenClosed(answer.body.data.requestID, 20_000)),
    );
    expect(first!.status).toBe('CLS');
    expect(second!.status).toBe('CLS');

    // Each stuck request waits for staff with nothing credited, with one record saying why; later runs leave it
    // be. (Above the four-eyes amount the platform's first step, which moves no money, goes through: ACK; its
    // second step fails. Both take runs of 50 a delay apart, so the records are waited for, not a fixed time.)
    const setAsideRecords = () =>
      db
        .selectFrom('audit_records')
        .select(['subject_id', 'actor_kind', 'action', 'after'])
        .where('subject_id', 'in', stuck)
        .where('action', 'like', '%.set_aside')
        .execute();
    await expect
      .poll(async () => (await setAsideRecords()).length, { timeout: 30_000, interval: 500 })
      .toBe(stuck.length);
    // Runs after that pass them by: no second record, nothing credited.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const stuckRows = await db
      .selectFrom('fund_requests')
      .select(['request_id', 'status'])
      .where('request_id', 'in', stuck)
      .execute();
    expect(stuckRows.filter((stuckRow) => !['PND', 'ACK'].includes(stuckRow.status))).toEqual([]);
    const records = await setAsideRecords();
    expect(records).toHaveLength(stuck.length);
    expect(records[0]).toMatchObject({
      actor_kind: 'PLATFORM',
      action: 'deposit.set_aside',
      after: { reason: expect.stringMatching(/numeric field overflow/) },
    });

    // A change since it was set aside earns it another try.
    await db
      .updateTable('fund_requests')
      .set({ amount: '1', updated_at: sql`now()` })
      .where('request_id', '=', stuck[0]!)
      .execute();
    expect((await whenClosed(stuck[0]!, 10_000)).status).toBe('CLS');
    // Waits of its own add up past the suite's 30 s on a busy machine (CI shares two cores).
  }, 90_000);
});

import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FundRequest, StaffSessionData } from '@lantau/contract';
import { testBackends } from './support/backends';
import { codeIn, demoClient, identityConfig, mobileOf, outbox, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { logInStaff, staffCall } from './support/staff';
import { useTestServer } from './support/test-server';

// Random sequences of fund requests (deposits, withdrawals, exchanges, transfers both ways), each then
// credited, paid, processed, refused or withdrawn by the client, run two at a time so their transactions
// interleave, through the real API. Afterwards: every asset sums to zero over all ledger entries (house
// accounts included), no client account's cash is negative, and the active holds of fund requests are exactly
// amount plus fee of the requests still open.

const USER = 'LTU1001';
const ACCOUNT = 'LTU100101';
const amounts = fc.integer({ min: 1, max: 4000 }).map((cents) => new Decimal(cents).times(5).toFixed(2));
type Ending = 'complete' | 'refuse' | 'cancel' | 'leave';
const ending = fc.constantFrom<Ending>('complete', 'refuse', 'cancel', 'leave');
const command = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: amounts, ending }),
  fc.record({ kind: fc.constant('withdrawal' as const), amount: amounts, ending }),
  fc.record({
    kind: fc.constant('exchange' as const),
    amount: amounts,
    ending,
    from: fc.constantFrom('HKD', 'USD'),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    amount: amounts,
    ending,
    direction: fc.constantFrom('TO_CRYPTO', 'FROM_CRYPTO'),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;
let keys = 0;

describe.each(testBackends)('fund ledger conservation (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const staffSessions = new Map<string, Promise<StaffSessionData>>();
  const staff = async (staffId: string, path: string, body?: unknown) => {
    if (!staffSessions.has(staffId)) staffSessions.set(staffId, logInStaff(server.current, staffId));
    return staffCall(server.current, await staffSessions.get(staffId)!, 'POST', `/api${path}`, body);
  };
  const client = async <T>(method: string, path: string, body?: unknown, key?: string) =>
    signedCall<T>(server.current, await sessionOf(USER), method, `/api${path}`, body, {
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const newKey = () => `funds-property-${(keys += 1)}`;

  async function submit(step: Command) {
    if (step.kind === 'deposit') {
      const upload = await client<{ certificateID: string }>('POST', '/funds/certificates', {
        fileName: 'slip.pdf',
        contentType: 'application/pdf',
        dataBase64: Buffer.from('%PDF-1.4 slip').toString('base64'),
      });
      return client<FundRequest>(
        'POST',
        '/funds/deposits',
        {
          accountNumber: ACCOUNT,
          currency: 'HKD',
          method: 'E_BANK',
          amount: new Decimal(step.amount).plus(100).toFixed(2),
          payerBank: '024',
          payerAccountName: demoClient(USER).nameEn,
          payerAccountNumber: '024-1-883',
          payeeBankID: 'LTU-HKD-BOC',
          certificateID: upload.body.data.certificateID,
        },
        newKey(),
      );
    }
    if (step.kind === 'withdrawal') {
      const sent = await client<{ codeID: string }>('POST', '/funds/withdrawals/codes');
      if (sent.body.code !== 'OK') return sent;
      const code = codeIn((await outbox(server.current, { to: mobileOf(demoClient(USER)) }))[0]);
      const body = {
        accountNumber: ACCOUNT,
        currency: 'HKD',
        amount: step.amount,
        bankAccountID: `${USER}-B1`,
      };
      return client<FundRequest>(
        'POST',
        '/funds/withdrawals',
        { ...body, codeID: sent.body.data.codeID, smsCode: code },
        newKey(),
      );
    }
    if (step.kind === 'exchange')
      return client<FundRequest>(
        'POST',
        '/funds/exchanges',
        {
          accountNumber: ACCOUNT,
          from: step.from,
          to: step.from === 'HKD' ? 'USD' : 'HKD',
          amount: step.amount,
        },
        newKey(),
      );
    return client<FundRequest>(
      'POST',
      '/funds/transfers',
      { accountNumber: ACCOUNT, direction: step.direction, currency: 'HKD', amount: step.amount },
      newKey(),
    );
  }

  async function finish(request: FundRequest, step: Command) {
    const id = request.requestID;
    if (step.ending === 'leave') return;
    if (step.ending === 'cancel') return void (await client('POST', `/funds/requests/${id}/cancel`));
    const queue =
      request.type === 'DEPOSIT'
        ? 'deposits'
        : request.type === 'WITHDRAWAL' ||
            (request.details.type === 'TRANSFER' && request.details.direction === 'TO_CRYPTO')
          ? 'payments'
          : 'exchanges';
    if (step.ending === 'refuse')
      return void (await staff(
        queue === 'exchanges' ? 'OPS1' : 'SUP1',
        `/staff/funds/${queue}/${id}/refuse`,
        { reason: 'test' },
      ));
    if (queue === 'deposits') return void (await staff('OPS1', `/staff/funds/deposits/${id}/credit`));
    if (queue === 'exchanges') return void (await staff('OPS1', `/staff/funds/exchanges/${id}/process`));
    await staff('OPS1', `/staff/funds/payments/${id}/prepare`);
    await staff('SUP1', `/staff/funds/payments/${id}/approve`);
  }

  async function run(step: Command) {
    const placed = await submit(step);
    if (placed.body.code === 'OK') await finish(placed.body.data as FundRequest, step);
  }

  async function expectConservation() {
    const db = server.current.app.db;
    const unbalanced = await db
      .selectFrom('ledger_entries')
      .select(['asset_key', sql<string>`sum(amount)`.as('total')])
      .groupBy('asset_key')
      .having(sql`sum(amount)`, '!=', 0)
      .execute();
    expect(unbalanced).toEqual([]);
    const negative = await db
      .selectFrom('ledger_balances')
      .select(['account', 'asset_key', 'balance', 'on_hold'])
      .where('may_borrow', '=', false)
      .where((eb) =>
        eb.or([eb('balance', '<', '0'), eb('on_hold', '<', '0'), eb('on_hold', '>', eb.ref('balance'))]),
      )
      .execute();
    expect(negative).toEqual([]);
    const held = await db
      .selectFrom('ledger_holds')
      .select(sql<string | null>`sum(remaining)`.as('total'))
      .where('state', '=', 'ACTIVE')
      .where('reason', 'in', ['WITHDRAWAL', 'EXCHANGE', 'TRANSFER'])
      .executeTakeFirst();
    const open = await db
      .selectFrom('fund_requests')
      .select(sql<string | null>`sum(amount + fee)`.as('total'))
      .where('status', 'in', ['PND', 'ACK'])
      .where('hold_id', 'is not', null)
      .executeTakeFirst();
    expect(new Decimal(held?.total ?? 0).toFixed(2)).toBe(new Decimal(open?.total ?? 0).toFixed(2));
  }

  it('keeps every asset summing to zero, no cash negative and holds equal to open requests', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 8 }), async (commands) => {
        // Two at a time: their transactions interleave on the same account's balance rows.
        for (let index = 0; index < commands.length; index += 2)
          await Promise.all(commands.slice(index, index + 2).map(run));
        await expectConservation();
      }),
      { numRuns: 6 },
    );
    // The sequences did move money: requests were completed, refused and withdrawn, of every type.
    const done = await server.current.app.db
      .selectFrom('fund_requests')
      .select(['type', 'status'])
      .distinct()
      .execute();
    expect(new Set(done.map((row) => row.type)).size).toBe(4);
    expect(done.some((row) => row.status === 'CLS')).toBe(true);
  }, 180_000);
});

import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FundRequest, StaffFundRequest } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { auditTrailOf } from './support/audit-trail';
import { testBackends } from './support/backends';
import { fundRequests } from './support/funds';
import { identityConfig } from './support/identity';
import { expectEveryAssetToSumToZero } from './support/ledger';
import { useTestServer } from './support/test-server';

// Four-eyes on money coming in and on currency exchange: above the broker's amount for the currency (LTU, as
// seeded: HKD 1,000,000), the first member's credit or process only sends the request for approval (ACK, nothing
// posted); another member with funds.approve approves it, and only then does the money move, in the transaction
// that records the approval. At or below the amount one member completes it, as before.

const THRESHOLD = '1000000';
const ABOVE = '1000000.01';

describe.each(testBackends)('four-eyes on deposits and exchanges (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client, staff } = apiCallers(server);
  const funds = fundRequests(server, client);
  const db = () => server.current.app.db;
  const cashOf = async (account: string, currency = 'HKD') => {
    const balances = await server.current.app.ledger.balances(db(), account);
    const cash = balances.cash.find((item) => item.currency === currency);
    return { settled: cash?.settled ?? new Decimal(0), onHold: cash?.onHold ?? new Decimal(0) };
  };
  const journalsOf = (requestId: string) =>
    db().selectFrom('ledger_journals').select('journal_id').where('reference', '=', requestId).execute();
  const auditOf = async (requestId: string) =>
    (await auditTrailOf(db(), requestId)).map(({ actor_id, action }) => ({ actor_id, action }));
  const messagesOf = (requestId: string) =>
    db().selectFrom('client_messages').select('title').where('reference', '=', requestId).execute();
  const act = (staffId: string, path: string, body?: unknown) =>
    staff<StaffFundRequest>(staffId, 'POST', `/staff/funds/${path}`, body);
  const path = (request: FundRequest) => request.events.map((event) => `${event.to}:${event.actorID}`);
  const placedDeposit = async (userId: string, account: string, amount: string) => {
    const placed = await funds.deposit(userId, account, amount);
    expect(placed.body.code).toBe('OK');
    return placed.body.data.requestID;
  };

  it('credits a deposit of the four-eyes amount itself in one step, as before', async () => {
    const before = await cashOf('LTU100101');
    const id = await placedDeposit('LTU1001', 'LTU100101', THRESHOLD);
    const credited = await act('OPS1', `deposits/${id}/credit`);
    expect(credited.body.data).toMatchObject({ status: 'CLS', preparedBy: null });
    expect(path(credited.body.data)).toEqual(['PND:LTU1001', 'APV:OPS1', 'CLS:OPS1']);
    expect((await cashOf('LTU100101')).settled.minus(before.settled).toFixed(2)).toBe('1000000.00');
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'deposit.submitted',
      'deposit.approved',
      'deposit.completed',
    ]);
  });

  it('above it, the verifier only sends the deposit for approval; the cash arrives when another member approves', async () => {
    const before = await cashOf('LTU100501');
    const id = await placedDeposit('LTU1005', 'LTU100501', ABOVE);

    const verified = await act('OPS1', `deposits/${id}/credit`);
    expect(verified.body.data).toMatchObject({ status: 'ACK', preparedBy: 'OPS1', canCancel: true });
    expect(path(verified.body.data)).toEqual(['PND:LTU1005', 'ACK:OPS1']);
    // Nothing posted yet: no journal, the same cash.
    expect(await journalsOf(id)).toEqual([]);
    expect((await cashOf('LTU100501')).settled.toFixed(2)).toBe(before.settled.toFixed(2));
    // A second credit is no approval; a member without funds.approve cannot approve.
    expect((await act('OPS1', `deposits/${id}/credit`)).body).toMatchObject({
      code: 'E7021',
      data: { status: 'ACK' },
    });
    expect((await act('OPS2', `requests/${id}/approve`)).body).toMatchObject({
      code: 'E8001',
      data: { permission: 'funds.approve' },
    });
    // The approvals queue lists it, with who verified it.
    const queue = await staff<{ requests: StaffFundRequest[] }>(
      'SUP1',
      'GET',
      '/staff/funds/requests?type=DEPOSIT&status=ACK',
    );
    expect(queue.body.data.requests).toContainEqual(
      expect.objectContaining({ requestID: id, preparedBy: 'OPS1', amount: ABOVE }),
    );

    const approved = await act('SUP1', `requests/${id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'CLS', preparedBy: 'OPS1' });
    expect(path(approved.body.data)).toEqual(['PND:LTU1005', 'ACK:OPS1', 'APV:SUP1', 'CLS:SUP1']);
    expect(await journalsOf(id)).toHaveLength(1);
    expect((await cashOf('LTU100501')).settled.minus(before.settled).toFixed(2)).toBe(ABOVE);
    expect(await auditOf(id)).toEqual([
      { actor_id: 'LTU1005', action: 'deposit.submitted' },
      { actor_id: 'OPS1', action: 'deposit.prepared' },
      { actor_id: 'SUP1', action: 'deposit.approved' },
      { actor_id: 'SUP1', action: 'deposit.completed' },
    ]);
    // The client was told of each step: submitted, being processed, approved, completed.
    expect(await messagesOf(id)).toHaveLength(4);
  });

  it('refuses the approval of whoever verified it, whatever their roles (E8002), and moves nothing', async () => {
    const before = await cashOf('LTU100601');
    const id = await placedDeposit('LTU1006', 'LTU100601', '2500000');
    expect((await act('ADMIN1', `deposits/${id}/credit`)).body.data.status).toBe('ACK');
    expect((await act('ADMIN1', `requests/${id}/approve`)).body.code).toBe('E8002');
    expect(await journalsOf(id)).toEqual([]);
    expect((await cashOf('LTU100601')).settled.toFixed(2)).toBe(before.settled.toFixed(2));
    expect((await act('SUP2', `requests/${id}/approve`)).body.data.status).toBe('CLS');
    expect((await cashOf('LTU100601')).settled.minus(before.settled).toFixed(2)).toBe('2500000.00');
  });

  it('acts once when two members verify at once, and once when three approve at once', async () => {
    const before = await cashOf('LTU100701');
    const id = await placedDeposit('LTU1007', 'LTU100701', '3000000.55');
    const verifications = await Promise.all(
      ['OPS1', 'OPS2'].map((member) => act(member, `deposits/${id}/credit`)),
    );
    expect(verifications.map((answer) => answer.body.code).sort()).toEqual(['E7021', 'OK']);
    const approvals = await Promise.all(
      ['SUP1', 'SUP2', 'ADMIN1'].map((member) => act(member, `requests/${id}/approve`)),
    );
    expect(approvals.map((answer) => answer.body.code).sort()).toEqual(['E7021', 'E7021', 'OK']);
    expect(await journalsOf(id)).toHaveLength(1);
    expect((await cashOf('LTU100701')).settled.minus(before.settled).toFixed(2)).toBe('3000000.55');
    expect((await act('SUP1', `requests/${id}/approve`)).body).toMatchObject({
      code: 'E7021',
      data: { status: 'CLS' },
    });
  });

  it("refused at approval: a deposit credits nothing, an exchange's hold is released; approved, both legs post", async () => {
    // The operator lowers LTU's amount for US dollars (read in each action's own transaction: at once).
    const usdAmount = (amount: string) =>
      db()
        .updateTable('fund_currency_rules')
        .set({ four_eyes_above: amount })
        .where('broker_code', '=', 'LTU')
        .where('currency_code', '=', 'USD')
        .execute();
    await usdAmount('4000');
    const usd = await cashOf('LTU100401', 'USD');
    const hkd = await cashOf('LTU100401');

    const deposit = await placedDeposit('LTU1004', 'LTU100401', ABOVE);
    await act('OPS1', `deposits/${deposit}/credit`);
    const refusedDeposit = await act('SUP1', `requests/${deposit}/refuse`, { reason: 'Not received' });
    expect(refusedDeposit.body.data).toMatchObject({ status: 'REJ', rejectReason: 'Not received' });
    expect(await journalsOf(deposit)).toEqual([]);

    // The amount itself: processed at once.
    const small = await funds.exchange('LTU1004', 'LTU100401', 'USD', 'HKD', '4000');
    expect((await act('OPS1', `exchanges/${small.body.data.requestID}/process`)).body.data.status).toBe(
      'CLS',
    );

    const large = await funds.exchange('LTU1004', 'LTU100401', 'USD', 'HKD', '4000.01');
    const refusedId = large.body.data.requestID;
    expect((await cashOf('LTU100401', 'USD')).onHold.minus(usd.onHold).toFixed(2)).toBe('4002.01');
    const processed = await act('OPS1', `exchanges/${refusedId}/process`);
    expect(processed.body.data).toMatchObject({ status: 'ACK', preparedBy: 'OPS1' });
    expect(await journalsOf(refusedId)).toEqual([]);
    expect((await cashOf('LTU100401', 'USD')).onHold.minus(usd.onHold).toFixed(2)).toBe('4002.01');
    // The refusal at approval is the approver's (OPS2 lacks funds.approve): SUP1 refuses, the hold is gone.
    expect((await act('OPS2', `requests/${refusedId}/refuse`, { reason: 'x' })).body.code).toBe('E8001');
    const refused = await act('SUP1', `requests/${refusedId}/refuse`, { reason: 'Rate moved' });
    expect(refused.body.data).toMatchObject({ status: 'REJ', rejectReason: 'Rate moved' });
    expect(path(refused.body.data)).toEqual(['PND:LTU1004', 'ACK:OPS1', 'REJ:SUP1']);
    expect((await cashOf('LTU100401', 'USD')).onHold.toFixed(2)).toBe(usd.onHold.toFixed(2));
    expect(await journalsOf(refusedId)).toEqual([]);

    const approvedExchange = await funds.exchange('LTU1004', 'LTU100401', 'USD', 'HKD', '5000');
    const approvedId = approvedExchange.body.data.requestID;
    expect((await act('OPS2', `exchanges/${approvedId}/process`)).body.data.status).toBe('ACK');
    expect((await cashOf('LTU100401')).settled.toFixed(2)).toBe(hkd.settled.plus(31120).toFixed(2));
    expect((await act('OPS2', `requests/${approvedId}/approve`)).body.code).toBe('E8001');
    expect((await act('SUP2', `requests/${approvedId}/approve`)).body.data.status).toBe('CLS');

    // To the cent: 4,002 and 5,002 USD out (amounts and fees), 31,120 and 38,900 HKD in, nothing left held.
    const usdAfter = await cashOf('LTU100401', 'USD');
    const hkdAfter = await cashOf('LTU100401');
    expect(usd.settled.minus(usdAfter.settled).toFixed(2)).toBe('9004.00');
    expect(hkdAfter.settled.minus(hkd.settled).toFixed(2)).toBe('70020.00');
    expect(usdAfter.onHold.toFixed(2)).toBe(usd.onHold.toFixed(2));
    expect(hkdAfter.onHold.toFixed(2)).toBe(hkd.onHold.toFixed(2));
    await usdAmount('128000');
  });

  it('approves only what waits for approval (E7021), and the ledger reconciles to the cent', async () => {
    const pending = await placedDeposit('LTU1009', 'LTU100901', ABOVE);
    expect((await act('SUP1', `requests/${pending}/approve`)).body).toMatchObject({
      code: 'E7021',
      data: { status: 'PND' },
    });
    expect((await act('SUP1', `requests/${pending}/refuse`, { reason: 'x' })).body.code).toBe('E7021');

    await expectEveryAssetToSumToZero(db());
    // HOUSE:BANK paid out exactly the deposits completed in this file (none of them before).
    const completed = await db()
      .selectFrom('fund_requests')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('type', '=', 'DEPOSIT')
      .where('status', '=', 'CLS')
      .executeTakeFirstOrThrow();
    const bank = await db()
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account', '=', 'HOUSE:BANK')
      .where('asset_key', '=', 'cash:HKD')
      .executeTakeFirstOrThrow();
    expect(new Decimal(bank.total).negated().toFixed(2)).toBe(new Decimal(completed.total).toFixed(2));
    expect(new Decimal(completed.total).toFixed(2)).toBe('7500000.56');
    // Holds of fund requests: exactly the open requests' amounts and fees.
    const held = await db()
      .selectFrom('ledger_holds')
      .select(sql<string>`coalesce(sum(remaining), 0)`.as('total'))
      .where('state', '=', 'ACTIVE')
      .where('reason', '!=', 'ORDER_HOLD')
      .executeTakeFirstOrThrow();
    const open = await db()
      .selectFrom('fund_requests')
      .select(sql<string>`coalesce(sum(amount + fee), 0)`.as('total'))
      .where('status', 'in', ['PND', 'ACK'])
      .where('hold_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(new Decimal(held.total).toFixed(2)).toBe(new Decimal(open.total).toFixed(2));
  });
});

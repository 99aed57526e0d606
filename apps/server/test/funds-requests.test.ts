import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { certificateMaxBytes, type FundRequest, type StaffFundRequest } from '@lantau/contract';
import { jsonb } from '../src/platform/db/jsonb';
import { apiCallers } from './support/api-callers';
import { auditTrailOf } from './support/audit-trail';
import { testBackends } from './support/backends';
import { certificatePng, fundKey as newKey, fundRequests } from './support/funds';
import { demoClient, identityConfig } from './support/identity';
import { pdfDocument } from './support/pdf-documents';
import { staffFile } from './support/staff';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

describe.each(testBackends)('fund requests through the API (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const callers = apiCallers(server);
  const { client, staffSession } = callers;
  const staff = <T = StaffFundRequest>(staffId: string, method: string, path: string, body?: unknown) =>
    callers.staff<T>(staffId, method, path, body);
  const { deposit, withdrawal, withdrawalCode } = fundRequests(server, client);
  /** Staff refuse a request: a deposit in the deposits' queue, a withdrawal in the payments'. */
  const refuse = (staffId: string, queue: 'deposits' | 'payments', requestId: string, reason: string) =>
    staff(staffId, 'POST', `/staff/funds/${queue}/${requestId}/refuse`, { reason });
  /** A new fund request: posted under a fresh idempotency key. */
  const submit = (userId: string, path: string, body: object) =>
    client<FundRequest>(userId, 'POST', path, body, newKey());
  const cancel = (userId: string, requestId: string) =>
    client<FundRequest>(userId, 'POST', `/funds/requests/${requestId}/cancel`);
  const cashOf = async (account: string, currency = 'HKD') => {
    const balances = await server.current.app.ledger.balances(server.current.app.db, account);
    const cash = balances.cash.find((item) => item.currency === currency);
    return { settled: cash?.settled.toFixed(2) ?? '0.00', onHold: cash?.onHold.toFixed(2) ?? '0.00' };
  };
  const auditOf = (requestId: string) => auditTrailOf(server.current.app.db, requestId);

  it('credits a deposit with a certificate once staff verify it, and a retried request acts once', async () => {
    const before = await cashOf('LTU100401');
    const key = newKey();
    const placed = await deposit('LTU1004', 'LTU100401', '1234.50', key);
    expect(placed.body.data).toMatchObject({ status: 'PND', amount: '1234.50', canCancel: true });
    // A deposit's short number: D, the business month, the broker's sequence.
    expect(placed.body.data.requestNumber).toMatch(/^D-\d{4}-\d{6}$/);
    const again = await deposit('LTU1004', 'LTU100401', '1234.50', key);
    expect(again.body.code).toBe('E1020'); // a new certificate is other content under the same key
    const certificate = (placed.body.data.details as { certificateID: string }).certificateID;
    const session = await staffSession('OPS1');
    const path = `/api/staff/funds/certificates/${certificate}`;
    const image = await staffFile(server.current, session, path);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(certificatePng)).toBe(true);

    const credited = await staff(
      'OPS1',
      'POST',
      `/staff/funds/deposits/${placed.body.data.requestID}/credit`,
    );
    expect(credited.body.data.status).toBe('CLS');
    expect(credited.body.data.events.map((event) => event.to)).toEqual(['PND', 'APV', 'CLS']);
    expect(new Decimal((await cashOf('LTU100401')).settled).minus(before.settled).toFixed(2)).toBe('1234.50');
    expect((await auditOf(placed.body.data.requestID)).map((row) => row.action)).toEqual([
      'deposit.submitted',
      'deposit.approved',
      'deposit.completed',
    ]);
    const twice = await staff('OPS1', 'POST', `/staff/funds/deposits/${placed.body.data.requestID}/credit`);
    expect(twice.body.code).toBe('E7021');
  });

  it("takes a certificate of up to the contract's limit, PDFs too, and refuses more, nothing, or another type (E7006)", async () => {
    const upload = (contentType: string, bytes: Buffer) =>
      client<{ certificateID: string; sizeBytes: number }>('LTU1004', 'POST', '/funds/certificates', {
        fileName: 'receipt',
        contentType,
        dataBase64: bytes.toString('base64'),
      });
    const png = (size: number) => Buffer.concat([certificatePng, Buffer.alloc(size - certificatePng.length)]);
    const largest = await upload('image/png', png(certificateMaxBytes));
    expect(largest.body).toMatchObject({ code: 'OK', data: { sizeBytes: certificateMaxBytes } });
    expect((await upload('image/png', png(certificateMaxBytes + 1))).body).toMatchObject({
      code: 'E7006',
      data: null,
    });
    const pdf = await upload('application/pdf', pdfDocument({ pages: 1 }));
    expect(pdf.body.code).toBe('OK');
    expect((await upload('application/pdf', png(1000))).body.code).toBe('E7006');
    expect(
      (
        await client('LTU1004', 'POST', '/funds/certificates', {
          fileName: 'receipt',
          contentType: 'image/png',
          dataBase64: '====',
        })
      ).body.code,
    ).toBe('E7006');
    expect((await upload('image/gif', Buffer.from('GIF89a'))).body.code).toBe('E1000');
  });

  it('refuses a deposit with a reason, and lets the client withdraw a pending one', async () => {
    const refused = await deposit('LTU1004', 'LTU100401', '500');
    const answer = await refuse('OPS1', 'deposits', refused.body.data.requestID, 'No money arrived');
    expect(answer.body.data).toMatchObject({ status: 'REJ', rejectReason: 'No money arrived' });
    const pending = await deposit('LTU1004', 'LTU100401', '600');
    const cancelled = await cancel('LTU1004', pending.body.data.requestID);
    expect(cancelled.body.data.events.map((event) => event.to)).toEqual(['PND', 'PTC', 'CAN']);
    const tooLate = await staff(
      'OPS1',
      'POST',
      `/staff/funds/deposits/${pending.body.data.requestID}/credit`,
    );
    expect(tooLate.body.code).toBe('E7021');
  });

  it('holds a withdrawal at once; one member prepares, another approves (E8001 without the permission, E8002 for the preparer)', async () => {
    const before = await cashOf('LTU100101');
    const placed = await withdrawal('LTU1001', 'LTU100101', '1000');
    expect(placed.body.data).toMatchObject({ status: 'PND', fee: '20.00' });
    expect(new Decimal((await cashOf('LTU100101')).onHold).minus(before.onHold).toFixed(2)).toBe('1020.00');
    const id = placed.body.data.requestID;
    expect((await staff('ADMIN1', 'POST', `/staff/funds/payments/${id}/prepare`)).body.data.status).toBe(
      'ACK',
    );
    expect((await staff('OPS1', 'POST', `/staff/funds/payments/${id}/approve`)).body.code).toBe('E8001');
    expect((await staff('ADMIN1', 'POST', `/staff/funds/payments/${id}/approve`)).body.code).toBe('E8002');
    const paid = await staff('SUP1', 'POST', `/staff/funds/payments/${id}/approve`);
    expect(paid.body.data).toMatchObject({ status: 'CLS', preparedBy: 'ADMIN1' });
    const after = await cashOf('LTU100101');
    expect(new Decimal(before.settled).minus(after.settled).toFixed(2)).toBe('1020.00');
    expect(after.onHold).toBe(before.onHold);
  });

  it('releases the hold of a refused or withdrawn withdrawal', async () => {
    const before = await cashOf('LTU100101');
    const refused = await withdrawal('LTU1001', 'LTU100101', '300');
    const answer = await refuse('SUP1', 'payments', refused.body.data.requestID, 'Bank closed');
    expect(answer.body.data).toMatchObject({ status: 'REJ', rejectReason: 'Bank closed' });
    const withdrawn = await withdrawal('LTU1001', 'LTU100101', '400');
    expect((await cashOf('LTU100101')).onHold).not.toBe(before.onHold);
    const cancelled = await cancel('LTU1001', withdrawn.body.data.requestID);
    expect(cancelled.body.data.status).toBe('CAN');
    expect(await cashOf('LTU100101')).toEqual(before);
  });

  it('lets only one of two racing withdrawals hold the same cash', async () => {
    const { body } = await client<{ withdrawable: string; maxAmount: string }>(
      'LTU1005',
      'GET',
      '/funds/withdrawable?accountNumber=LTU100501&currency=HKD',
    );
    const half = new Decimal(body.data.maxAmount).dividedBy(2).plus(1).toDecimalPlaces(0).toFixed();
    const code = (await withdrawalCode('LTU1005')).body.data;
    const one = () => withdrawal('LTU1005', 'LTU100501', half, { code });
    const answers = await Promise.all([one(), one()]);
    expect(answers.map((answer) => answer.body.code).filter((code) => code === 'OK')).toHaveLength(1);
  });

  it('exchanges at the reference rate and refuses an account of one currency (E7016)', async () => {
    const quote = await client<{ rate: string; toAmount: string }>(
      'LTU1001',
      'GET',
      '/funds/exchange_quote?accountNumber=LTU100101&from=USD&to=HKD&amount=100',
    );
    expect(quote.body.data).toMatchObject({ rate: '7.78', toAmount: '778.00' });
    const usd = await cashOf('LTU100101', 'USD');
    const hkd = await cashOf('LTU100101');
    const placed = await submit('LTU1001', '/funds/exchanges', {
      accountNumber: 'LTU100101',
      from: 'USD',
      to: 'HKD',
      amount: '100',
    });
    const done = await staff('OPS1', 'POST', `/staff/funds/exchanges/${placed.body.data.requestID}/process`);
    expect(done.body.data.status).toBe('CLS');
    expect(new Decimal(usd.settled).minus((await cashOf('LTU100101', 'USD')).settled).toFixed(2)).toBe(
      '102.00',
    );
    expect(new Decimal((await cashOf('LTU100101')).settled).minus(hkd.settled).toFixed(2)).toBe('778.00');
    const single = await client(
      'LTU1007',
      'GET',
      '/funds/exchange_quote?accountNumber=LTU100702&from=HKD&to=USD',
    );
    expect(single.body.code).toBe('E7016');
  });

  it('transfers to the crypto account within the limit, and refuses beyond it (E7017)', async () => {
    const toCrypto = (amount: string) =>
      submit('LTU1004', '/funds/transfers', {
        accountNumber: 'LTU100401',
        direction: 'TO_CRYPTO',
        currency: 'HKD',
        amount,
      });
    const placed = await toCrypto('2000');
    const id = placed.body.data.requestID;
    await staff('OPS1', 'POST', `/staff/funds/payments/${id}/prepare`);
    expect((await staff('SUP1', 'POST', `/staff/funds/payments/${id}/approve`)).body.data.status).toBe('CLS');
    expect((await cashOf('LTU100401C')).settled).toBe('2000.00');
    const over = await toCrypto('200000.01');
    expect(over.body.code).toBe('E7017');
  });

  it('records a mismatching eDDA as INVALID, confirms a matching one, then takes eDDI debits', async () => {
    const me = demoClient('LTU1004');
    const form = {
      accountNumber: 'LTU100401',
      bankCode: '004',
      bankAccountNumber: '004-555666-001',
      accountHolderName: me.nameEn,
    };
    const wrong = await client<{ state: string }>('LTU1004', 'POST', '/funds/edda', {
      ...form,
      idNumber: 'A000000(0)',
    });
    expect(wrong.body.data.state).toBe('INVALID');
    const user = await server.current.app.db
      .selectFrom('users')
      .select('id_number')
      .where('user_id', '=', 'LTU1004')
      .executeTakeFirstOrThrow();
    const right = await client<{ eddaID: string; state: string }>('LTU1004', 'POST', '/funds/edda', {
      ...form,
      idNumber: user.id_number,
    });
    expect(right.body.data.state).toBe('SUBMITTED');
    /** HKD 500 into LTU100401 by the authorisation's direct debit. */
    const debitDeposit = () =>
      submit('LTU1004', '/funds/deposits', {
        accountNumber: 'LTU100401',
        currency: 'HKD',
        method: 'EDDA',
        amount: '500',
        eddaID: right.body.data.eddaID,
      });
    const early = await debitDeposit();
    expect(early.body.code).toBe('E7010');
    const confirmed = await staff<{ state: string }>(
      'OPS1',
      'POST',
      `/staff/funds/edda/${right.body.data.eddaID}/confirm`,
    );
    expect(confirmed.body.data.state).toBe('CONFIRMED');
    const debit = await debitDeposit();
    expect(debit.body.data).toMatchObject({
      status: 'PND',
      details: { method: 'EDDA', certificateID: null },
    });
  });

  it("pages a staff queue on the server: one queue's requests in the statuses asked, oldest first, with the total", async () => {
    // 130 requests of LTU1009, made straight in the table: every type, a transfer each way, two statuses.
    const bank = { en_US: 'HSBC', zh_HK: '滙豐', zh_CN: '汇丰' };
    const detailsOf = (index: number) =>
      [
        {
          type: 'WITHDRAWAL',
          bankAccountID: 'B1',
          bankCode: '004',
          bankName: bank,
          maskedAccountNumber: '****1',
        },
        { type: 'TRANSFER', direction: 'TO_CRYPTO', cryptoAccountNumber: 'LTU100991' },
        { type: 'TRANSFER', direction: 'FROM_CRYPTO', cryptoAccountNumber: 'LTU100991' },
        { type: 'EXCHANGE', toCurrency: 'USD', rate: '0.128', toAmount: '12.80' },
      ][index % 4]!;
    const made = Array.from({ length: 130 }, (_, index) => ({
      request_id: `FQ${String(index).padStart(5, '0')}`,
      broker_code: 'LTU',
      user_id: 'LTU1009',
      account_number: 'LTU100901',
      type: detailsOf(index).type as 'WITHDRAWAL' | 'TRANSFER' | 'EXCHANGE',
      currency_code: 'HKD',
      amount: '100',
      status: index % 5 === 0 ? ('REJ' as const) : ('PND' as const),
      details: jsonb(detailsOf(index)),
      business_date: realMarketClock.today(),
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    await server.current.app.db.insertInto('fund_requests').values(made).execute();
    const queueOf = (index: number) => (index % 4 === 0 || index % 4 === 1 ? 'PAYMENT' : 'EXCHANGE');
    const expected = made
      .filter((row, index) => queueOf(index) === 'PAYMENT' && row.status === 'PND')
      .map((row) => row.request_id);
    expect(expected.length).toBeGreaterThan(50);

    const page = (offset: number) =>
      staff<{ total: number; requests: StaffFundRequest[] }>(
        'OPS1',
        'GET',
        `/staff/funds/requests?queue=PAYMENT&status=PND&userID=LTU1009&limit=50&offset=${offset}`,
      );
    const [first, second] = await Promise.all([page(0), page(50)]);
    expect(first.body.data.total).toBe(expected.length);
    expect(second.body.data.total).toBe(expected.length);
    const listed = [...first.body.data.requests, ...second.body.data.requests];
    expect(listed.map((request) => request.requestID)).toEqual(expected);
    expect(first.body.data.requests).toHaveLength(50);
    const exchanges = await staff<{ total: number; requests: StaffFundRequest[] }>(
      'OPS1',
      'GET',
      '/staff/funds/requests?queue=EXCHANGE&userID=LTU1009&limit=200',
    );
    expect(exchanges.body.data.total).toBe(made.filter((_, index) => queueOf(index) === 'EXCHANGE').length);
    expect(
      exchanges.body.data.requests.every(
        (request) =>
          request.type === 'EXCHANGE' ||
          (request.details.type === 'TRANSFER' && request.details.direction === 'FROM_CRYPTO'),
      ),
    ).toBe(true);
  });

  it('lists records newest first and refuses a range beyond FundHistRangeLimit (E7019)', async () => {
    const today = realMarketClock.today();
    const list = await client<{ requests: FundRequest[] }>(
      'LTU1004',
      'GET',
      `/funds/requests?from=${today}&to=${today}&type=DEPOSIT`,
    );
    expect(list.body.data.requests.length).toBeGreaterThan(2);
    const times = list.body.data.requests.map((request) => request.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const far = await client('LTU1004', 'GET', `/funds/requests?from=2000-01-01&to=${today}`);
    expect(far.body.code).toBe('E7019');
  });
});

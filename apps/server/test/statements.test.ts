import Decimal from 'decimal.js';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  getAccountOverview,
  getStatement,
  getStatementPdf,
  getStatements,
  type Statement,
} from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { fillingTencentBuy, placeOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';
import { moved } from './support/ledger';

// Statements are read from the ledger: a period with a deposit and a filled buy must list both, with the
// buy's fees itemised, and reconcile per currency (opening + movements = closing = the ledger's balance);
// the PDF must carry the same figures, and Chinese set in the embedded CJK font.

const ACCOUNT = 'LTU100101';
const deposit = new Decimal('12345.67');

/** An amount as the PDF prints it, written independently of the server's formatter. */
const printed = (amount: string) =>
  new Decimal(amount)
    .toNumber()
    .toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function pdfText(base64: string): Promise<{ text: string; bytes: number }> {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return { text: (await parser.getText()).text, bytes: bytes.length };
  } finally {
    await parser.destroy();
  }
}

describe.each(testBackends)('statements (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const call = async <T>(userId: string, path: string, language = 'en_US') =>
    signedCall<T>(server.current, await sessionOf(userId), 'GET', `/api${path}`, undefined, {
      headers: { 'x-lang': language },
    });
  const today = () => realMarketClock.today();

  /** A deposit as the funds module books one: the broker's bank account pays the client's cash. */
  const postDeposit = () =>
    server.current.app.db.transaction().execute((trx) =>
      server.current.app.ledger.postJournal(trx, {
        reason: 'DEPOSIT',
        reference: 'FR-STATEMENT-TEST',
        description: { en_US: 'Deposit by FPS', zh_HK: '轉數快存款', zh_CN: '转数快存款' },
        legs: moved({ kind: 'cash', currency: 'HKD' }, deposit, 'HOUSE:BANK', ACCOUNT),
      }),
    );

  async function buyTencent() {
    const session = await sessionOf('LTU1001');
    const placed = await placeOrder(server.current, session, fillingTencentBuy(server.current, ACCOUNT));
    expect(placed.body.code).toBe('OK');
    const { order } = await waitForOrder(
      server.current,
      session,
      placed.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    expect(order.status).toBe('FFL');
    await server.current.app.ordersIdle();
    return order.orderID;
  }

  it('reconciles a month with a deposit and a filled buy, fees itemised, and prints it as a zh-HK PDF', async () => {
    await postDeposit();
    const orderId = await buyTencent();
    const month = today().slice(0, 7);

    const answer = await call<Statement>(
      'LTU1001',
      `/accounts/${ACCOUNT}/statements/MONTHLY/${month}`,
      'zh_HK',
    );
    expect(answer.body.code).toBe('OK');
    const statement = getStatement.data.parse(answer.body.data);
    expect(statement).toMatchObject({ kind: 'MONTHLY', period: month, from: `${month}-01` });
    expect(statement.client).toEqual({ name: '陳大文', accountNumber: ACCOUNT, accountType: 'CASH' });
    expect(statement.broker.name).toBe('大嶼證券');

    // Opening plus every movement gives the closing balance, and that is the ledger's balance now.
    const overview = getAccountOverview.data.parse(
      (await call('LTU1001', `/accounts/${ACCOUNT}/overview`)).body.data,
    );
    for (const cash of statement.cash) {
      const moved = cash.movements.reduce((sum, movement) => sum.plus(movement.amount), new Decimal(0));
      expect(new Decimal(cash.opening).plus(moved).toFixed(2), cash.currency).toBe(cash.closing);
      expect(moved.toFixed(2)).toBe(cash.net);
      expect(cash.movements.at(-1)?.balance ?? cash.opening).toBe(cash.closing);
      const ledger = overview.cash.find((balance) => balance.currency === cash.currency)!;
      expect(cash.closing, cash.currency).toBe(new Decimal(ledger.settled).plus(ledger.unsettled).toFixed(2));
    }
    const hkd = statement.cash.find((cash) => cash.currency === 'HKD')!;
    expect(hkd.movements).toContainEqual(
      expect.objectContaining({ reason: 'DEPOSIT', amount: '12345.67', description: '轉數快存款' }),
    );

    // The buy: one line per execution, its fees itemised and summed, and its cash legs (trade and fees) in
    // the movements adding up to the net amount.
    const trades = statement.trades.filter((trade) => trade.orderID === orderId);
    expect(trades.length).toBeGreaterThan(0);
    for (const trade of trades) {
      expect(trade).toMatchObject({ market: 'HK', stockCode: '00700', side: 'BUY', name: '騰訊控股' });
      const fees = trade.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0));
      expect(fees.toFixed(2)).toBe(trade.totalFees);
      expect(trade.fees.map((fee) => fee.item)).toContain('BROKERAGE');
      expect(new Decimal(trade.price).times(trade.quantity).toFixed(2)).toBe(trade.consideration);
      expect(trade.netAmount).toBe(
        new Decimal(trade.consideration).plus(trade.totalFees).negated().toFixed(2),
      );
      const legs = hkd.movements.filter((movement) => movement.reference === trade.executionID);
      expect(legs.map((leg) => leg.reason).sort()).toEqual(['FEE', 'TRADE']);
      expect(legs.reduce((sum, leg) => sum.plus(leg.amount), new Decimal(0)).toFixed(2)).toBe(
        trade.netAmount,
      );
    }
    const tencent = statement.positions.find((position) => position.stockCode === '00700')!;
    expect(tencent.quantity).toBe(
      overview.positions.find((position) => position.stockCode === '00700')!.quantity,
    );
    expect(tencent.marketValue).toBe(new Decimal(tencent.closingPrice!).times(tencent.quantity).toFixed(2));

    // The PDF, asked in Traditional Chinese: the same figures, the Chinese words extractable (so embedded
    // with a character map), and small (only the glyphs used).
    const pdf = await call<{ contentBase64: string; fileName: string }>(
      'LTU1001',
      `/accounts/${ACCOUNT}/statements/MONTHLY/${month}/pdf`,
      'zh_HK',
    );
    expect(pdf.body.code).toBe('OK');
    const file = getStatementPdf.data.parse(pdf.body.data);
    expect(file.fileName).toBe(`statement-${ACCOUNT}-${month}.pdf`);
    const { text, bytes } = await pdfText(file.contentBase64);
    expect(bytes).toBeLessThan(400_000);
    for (const words of ['月結單', '大嶼證券', '陳大文', '轉數快存款', '騰訊控股', '佣金', '期末結餘']) {
      expect(text, words).toContain(words);
    }
    for (const cash of statement.cash) expect(text, cash.currency).toContain(printed(cash.closing));
    expect(text).toContain(printed('12345.67'));
    for (const trade of trades) expect(text).toContain(printed(trade.netAmount));
    expect(text).toContain(printed(tencent.marketValue!));
  });

  it('lists daily and monthly statements of periods with activity, and refuses what is out of reach', async () => {
    await postDeposit();
    const date = today();
    const daily = await call(
      'LTU1001',
      `/accounts/${ACCOUNT}/statements?kind=DAILY&from=2000-01-01&to=2099-12-31`,
    );
    expect(daily.body.code).toBe('OK');
    const days = getStatements.data.parse(daily.body.data);
    expect(days.statements[0]).toEqual({ kind: 'DAILY', period: date, from: date, to: date });
    // LTU offers extended statements: seven years back.
    expect(days.earliest < `${Number(date.slice(0, 4)) - 6}-01-01`).toBe(true);

    const monthly = getStatements.data.parse(
      (await call('LTU1001', `/accounts/${ACCOUNT}/statements?kind=MONTHLY&from=${date}&to=${date}`)).body
        .data,
    );
    expect(monthly.statements).toEqual([
      expect.objectContaining({ kind: 'MONTHLY', period: date.slice(0, 7), from: `${date.slice(0, 7)}-01` }),
    ]);

    const refused = async (path: string) => (await call('LTU1001', path)).body.code;
    expect(await refused(`/accounts/${ACCOUNT}/statements/MONTHLY/2001-01`)).toBe('E7051');
    expect(await refused(`/accounts/${ACCOUNT}/statements/DAILY/2099-01-02`)).toBe('E7051');
    expect(await refused(`/accounts/LTU100401/statements/MONTHLY/${date.slice(0, 7)}`)).toBe('E6008');
    expect(await refused(`/accounts/LTU100401/statements/MONTHLY/${date.slice(0, 7)}/pdf`)).toBe('E6008');

    const brokers = server.current.app.brokerRepository;
    await brokers.setConfiguration('LTU', 'WebStatementEnable', false);
    try {
      const off = await call(
        'LTU1001',
        `/accounts/${ACCOUNT}/statements/MONTHLY/${date.slice(0, 7)}`,
        'zh_CN',
      );
      expect(off.body).toMatchObject({ code: 'E7050', message: '阁下的经纪商未提供结单服务。' });
    } finally {
      await brokers.setConfiguration('LTU', 'WebStatementEnable', true);
    }
  });
});

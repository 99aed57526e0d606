import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { placeOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// What an order costs the database, counted: every statement the process sends through `pg` from the
// placement's request until the order's queue is idle (placed, acknowledged, filled, its trade notice sent).
// The order path's writes ride on its few statements (bench/README.md, "Orders through the API", session
// 29): a count, unlike a rate, is the same on a busy machine, so it can be held to.

/** Statements sent through `pg` while `work` runs (every client of this process: the test's reads too). */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string') texts.push(first);
    else if (typeof first === 'object' && first !== null && 'text' in first)
      texts.push(String((first as { text: unknown }).text));
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

describe.each(testBackends)('statements of an order (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('places, acknowledges, fills and tells a market order in a few statements, its writes riding on them', async () => {
    const session = await sessionOf('LTU1001');
    const buy = {
      accountNumber: 'LTU100101',
      market: 'US',
      stockCode: 'INTC',
      side: 'BUY',
      orderType: 'MO',
      quantity: 1,
      timeInForce: 'DAY',
    } as const;
    // A first order warms what is cached (the broker's settings and fees, the prepared statements).
    expect((await placeOrder(server.current, session, buy)).body.code).toBe('OK');
    await server.current.app.ordersIdle();

    let status = '';
    const texts = await statementsDuring(async () => {
      const placed = await placeOrder(server.current, session, buy);
      expect(placed.body.code).toBe('OK');
      await server.current.app.ordersIdle();
      const row = await server.current.app.db
        .selectFrom('orders')
        .select('status')
        .where('order_id', '=', placed.body.data.orderID)
        .executeTakeFirstOrThrow();
      status = row.status;
    });
    expect(status).toBe('FFL');
    const touching = (table: string) => texts.filter((text) => text.includes(`"${table}"`));
    const standalone = (table: string) =>
      texts.filter((text) => new RegExp(`^insert into "?${table}"? `).test(text));

    // The key is claimed by its insert alone: no read before it.
    expect(touching('idempotency_keys')).toEqual([expect.stringMatching(/^insert into "idempotency_keys"/)]);
    // Three events (placed, acknowledged, filled), each riding on the order's insert or update.
    expect(standalone('order_events')).toEqual([]);
    expect(texts.filter((text) => /^with .*"order_events"/.test(text))).toHaveLength(3);
    // The messages (placed, executed) and the execution ride on the order's moves.
    expect(standalone('client_messages')).toEqual([]);
    expect(standalone('executions')).toEqual([]);
    expect(touching('client_messages')).toHaveLength(2);
    // The hold is one statement; the fill locks its hold and balance rows and writes them in one more.
    const ledger = texts.filter((text) => /\bledger_(balances|holds|journals|entries)\b/.test(text));
    expect(ledger.length).toBeLessThanOrEqual(4);
    // The trade notice reads its recipient, language and last login's channel at once.
    expect(texts.filter((text) => /^select "user_id", "broker_code", "email"/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /^select "language" from "users"/.test(text))).toEqual([]);
    expect(texts.filter((text) => /^select "otp_channel" from "sessions"/.test(text))).toEqual([]);
    // Placed, acknowledged and filled: three commits (each unit alone here), no savepoints.
    expect(texts.filter((text) => /savepoint/i.test(text))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { sql } from 'kysely';
import { sendToExchange } from '../src/capabilities/orders/order-exchange';
import type { OrderContext } from '../src/capabilities/orders/order-context';
import { createSerialQueues } from '../src/capabilities/orders/serial-queues';
import { createGroupCommit } from '../src/platform/db/group-commit';
import { NO_ORDER_TIMINGS } from '../src/platform/metrics/order-timings';
import { placeOrder, placeRestingAaplBuys, marketIntcBuy } from './support/orders';
import { useTestServer } from './support/test-server';
import { statementsDuring } from './support/statements';

// What an order costs the database, counted: every statement the process sends through `pg` from the
// placement's request until the order's queue is idle (placed, acknowledged, filled, its trade notice sent).
// The order path's writes ride on its few statements (bench/README.md, "Orders through the API", session
// 29): a count, unlike a rate, is the same on a busy machine, so it can be held to.

describe.each(testBackends)('statements of an order (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('places, acknowledges, fills and tells a market order in a few statements, its writes riding on them', async () => {
    const session = await sessionOf('LTU1001');
    const buy = marketIntcBuy('LTU100101');
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

  it('acknowledges the orders of a group commit’s batch in one statement', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const ids = await placeRestingAaplBuys(server.current, session, Array(4).fill('LTU100101'));
    // The four orders as their placement left them (PND), sent through the order path's door with an exchange
    // that accepts every entry, in a group commit whose lane is held until all four acknowledgements wait.
    await sql`update orders set status = 'PND', exchange_order_id = null, exchange_entries = 0
              where order_id in (${sql.join(ids)})`.execute(app.db);
    const rows = await app.db.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
    const commits = createGroupCommit(app.db, { lanes: 1, maxBatch: 48 });
    const context = {
      db: app.db,
      queues: createSerialQueues(),
      commits,
      exchange: { submit: () => ({ ok: true }) },
      timings: NO_ORDER_TIMINGS,
      bus: { publish: async () => undefined },
      log: app.log,
    } as unknown as OrderContext;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held = commits.run('LTU100101', () => opened);

    const texts = await statementsDuring(async () => {
      const recorded = rows.map((row) => sendToExchange(context, row));
      // Each acknowledgement reaches the group commit from its order's queue, a turn after it was sent.
      await new Promise((resolve) => setImmediate(resolve));
      open();
      await held;
      expect((await Promise.all(recorded)).map((row) => row.status)).toEqual(['ACK', 'ACK', 'ACK', 'ACK']);
    });

    // One statement moved the four orders and wrote their events and messages: no lock or move per order.
    expect(texts.filter((text) => text.includes('"order_events"'))).toHaveLength(1);
    expect(texts.filter((text) => /^select .* from "orders" .* for update$/.test(text))).toEqual([]);
    const events = await app.db
      .selectFrom('order_events')
      .select(['order_id', 'from_status', 'to_status'])
      .where('order_id', 'in', ids)
      .where('from_status', '=', 'PND')
      .where('to_status', '=', 'ACK')
      .execute();
    // Each order's first ACK (the placing's) and this one.
    expect(events).toHaveLength(8);
  });
});

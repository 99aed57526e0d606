import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@lantau/contract';
import { isFinal, workingStatuses } from '../src/capabilities/orders/order-states';
import { orderRepository } from '../src/capabilities/orders/order-repository';
import { conditionalRepository } from '../src/capabilities/orders/conditional/conditional-repository';
import type { Database } from '../src/platform/db/schema';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { placeOrder, placeRestingAaplBuys, marketIntcBuy } from './support/orders';
import { inRolledBackTransaction } from './support/rolled-back';
import { useTestServer } from './support/test-server';

// An order's row is updated in place (HOT: no new index entry) while it works, and its reads of the open orders
// still find exactly them (migration 0032; bench/README.md, "Orders through the API", session 35).

const allStatuses = Object.keys(orderStatuses) as OrderStatus[];

/** The columns an order's moves write (status, fills, hold, exchange entry): no index may cover one of them. */
const movedColumns = [
  'status',
  'filled_quantity',
  'remaining_quantity',
  'filled_value',
  'hold_id',
  'hold_amount',
  'exchange_order_id',
  'exchange_entries',
  'entry_filled_quantity',
  'reject_reason',
  'updated_at',
  'price',
  'quantity',
  'expiry_date',
  'condition',
];

/**
 * `orders`' updates and HOT updates as the statistics have them. Each backend reports its counts when idle, at
 * most once a second: every pool connection is asked to report now (pg_stat_force_next_flush, the sleep keeps
 * each call on its own connection), then the counts are read afresh (pg_stat_clear_snapshot).
 */
async function orderUpdates(db: Kysely<Database>, connections: number) {
  await Promise.all(
    Array.from({ length: connections }, () =>
      sql`select pg_sleep(0.05), pg_stat_force_next_flush()`.execute(db),
    ),
  );
  return db.connection().execute(async (connection) => {
    await sql`select pg_stat_clear_snapshot()`.execute(connection);
    const { rows } = await sql<{ updates: string; hot: string }>`
      select n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'orders'`.execute(
      connection,
    );
    return { updates: Number(rows[0]!.updates), hot: Number(rows[0]!.hot) };
  });
}

describe.each(testBackends)('orders updated in place (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('updates a working order in place: every move of its row is HOT but the one that ends it', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const marketBuy = marketIntcBuy('LTU100101');
    expect((await placeOrder(server.current, session, marketBuy)).body.code).toBe('OK');
    await app.ordersIdle();
    const connections = 10;
    const before = await orderUpdates(app.db, connections);

    // Four market orders (PND -> ACK -> FFL: the ACK moves it, the fill ends it) and two that rest (PND -> ACK).
    const ids: string[] = [];
    for (let count = 0; count < 4; count += 1) {
      const placed = await placeOrder(server.current, session, marketBuy);
      expect(placed.body.code).toBe('OK');
      ids.push(placed.body.data.orderID);
    }
    ids.push(...(await placeRestingAaplBuys(server.current, session, ['LTU100101', 'LTU100101'])));
    const rows = await app.db.selectFrom('orders').select('status').where('order_id', 'in', ids).execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['ACK', 'ACK', 'FFL', 'FFL', 'FFL', 'FFL']);

    // The statistics arrive as each backend reports them: wait for all ten moves (4 x 2 + 2), whichever
    // backends made them, before comparing.
    let after = await orderUpdates(app.db, connections);
    for (let tries = 0; after.updates - before.updates < 10 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await orderUpdates(app.db, connections);
    }
    expect(after.updates - before.updates).toBe(10);
    // The four fills end their orders (`final` becomes true): only those write index entries. Before 0032 none of
    // the ten was HOT (the status was in orders_working_idx).
    expect(after.hot - before.hot).toBe(6);
  });

  it('indexes no column an order’s moves write, and leaves room on each page for the new version', async () => {
    const { app } = server.current;
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
        from pg_index where indrelid = 'orders'::regclass`.execute(app.db);
    expect(indexes.map((index) => index.name).sort()).toEqual([
      'orders_number_unique',
      'orders_open_idx',
      'orders_pkey',
      'orders_user_date_idx',
    ]);
    for (const { definition } of indexes) {
      for (const column of movedColumns) expect(definition).not.toMatch(new RegExp(`\\b${column}\\b`));
    }
    const { rows } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where oid = 'orders'::regclass`.execute(app.db);
    expect(rows[0]!.options).toContain('fillfactor=85');
  });

  it('computes `final` from the status exactly as the order state machine says', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const [orderId] = (await placeRestingAaplBuys(server.current, session, ['LTU100101'])) as [string];
    const seen = await inRolledBackTransaction(app.db, async (trx) => {
      const finals: Record<string, boolean> = {};
      for (const status of allStatuses) {
        await trx.updateTable('orders').set({ status }).where('order_id', '=', orderId).execute();
        const row = await trx
          .selectFrom('orders')
          .select('final')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow();
        finals[status] = row.final;
      }
      return finals;
    });
    expect(seen).toEqual(Object.fromEntries(allStatuses.map((status) => [status, isFinal(status)])));
  });

  it('still finds exactly the open orders: a DAY order of a day long past, a NONE order, a held one', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const ids = await placeRestingAaplBuys(server.current, session, ['LTU100101', 'LTU100101', 'LTU100101']);
    const [stale, lasting, held] = ids as [string, string, string];
    const found = await inRolledBackTransaction(app.db, async (trx) => {
      // Left working by a platform that was down at its close, years ago: start-up must still find and end it.
      await sql`update orders set trade_date = '2020-01-02' where order_id = ${stale}`.execute(trx);
      // A NONE order (no last trading date) placed long ago and parked: re-entered when its market opens.
      await sql`update orders set trade_date = '2020-01-03', time_in_force = 'NONE', exchange_order_id = null
                where order_id = ${lasting}`.execute(trx);
      await sql`update orders set status = 'HLD', exchange_order_id = null, condition = '{}'
                where order_id = ${held}`.execute(trx);
      const idsOf = (rows: readonly { order_id: string }[]) => rows.map((row) => row.order_id);
      return {
        expected: idsOf(
          (
            await sql<{ order_id: string }>`
              select order_id from orders where status in (${sql.join([...workingStatuses])})
               order by created_at`.execute(trx)
          ).rows,
        ),
        working: idsOf(await orderRepository.working(trx)),
        parked: idsOf(await orderRepository.parked(trx, 'US')),
        held: idsOf(await conditionalRepository.held(trx, 'US')),
        withCondition: idsOf(await conditionalRepository.withCondition(trx, ['HLD'])),
      };
    });
    expect(found.working).toEqual(found.expected);
    expect(found.working).toEqual(expect.arrayContaining([stale, lasting]));
    expect(found.parked).toContain(lasting);
    expect(found.held).toEqual([held]);
    expect(found.withCondition).toEqual([held]);
  });

  it('refuses a bad side, quantity or business date, now checked where it is written', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const [orderId] = (await placeRestingAaplBuys(server.current, session, ['LTU100101'])) as [string];
    for (const change of [
      sql`side = 'HOLD'`,
      sql`quantity = 0`,
      sql`trade_date = '2026-1-2'`,
      sql`expiry_date = '2 Jan 2026'`,
      sql`filled_quantity = quantity + 1`,
      sql`remaining_quantity = -1`,
    ]) {
      await expect(
        sql`update orders set ${change} where order_id = ${orderId}`.execute(app.db),
      ).rejects.toMatchObject({ code: '23514' });
    }
    // Only the checks across columns are rebuilt in each statement writing an order.
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint where conrelid = 'orders'::regclass and contype = 'c'
       order by conname`.execute(app.db);
    expect(rows.map((row) => row.name)).toEqual([
      'orders_filled_within_quantity',
      'orders_remaining_within_quantity',
    ]);
  });
});

import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toPriceUnits } from '@lantau/domain';
import { brokerFeesOf } from '../src/capabilities/orders/broker-fees';
import type { OrderContext } from '../src/capabilities/orders/order-context';
import { appliedFills, type Fill } from '../src/capabilities/orders/order-fills';
import type { OrderRow } from '../src/capabilities/orders/order-repository';
import type { Database } from '../src/platform/db/schema';
import { createMarketClock } from '../src/platform/time/market-clock';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { placeOrder, restingAaplBuy } from './support/orders';
import { inRolledBackTransaction } from './support/rolled-back';
import { rowsWhere } from './support/rows-where';
import { statementsDuring } from './support/statements';
import { useTestServer, type TestServer } from './support/test-server';

// The fills of a group commit's batch are booked together (appliedFills.many: one lock of their orders, one
// posting of all their journals, one move of the orders per status they reach); one by one, each is booked by
// applyFill (appliedFills.one, the path every fill took before). Both must leave the same rows: the same fills
// are booked each way in a transaction rolled back afterwards, and every row they write is compared, generated
// ids and times aside.

/** What the fills need of the order path: the server's own ledger, market, broker settings and clock. */
function fillContext(server: TestServer): OrderContext {
  const { app } = server;
  return {
    db: app.db,
    ledger: app.ledger,
    simulator: app.marketSimulator,
    clock: createMarketClock(app.marketSimulator),
    brokerFees: (code: string) => brokerFeesOf(app.brokerRepository, code),
  } as unknown as OrderContext;
}

/** A fill at 100.00 of `quantity` shares of the order's working entry, `leaves` open after it. */
const fillOf = (row: OrderRow, quantity: number, leaves: number, tradeId: number): Fill => ({
  kind: 'fill',
  market: 'US',
  code: 'AAPL',
  orderId: row.exchange_order_id!,
  owner: row.account_number,
  investorId: undefined,
  side: 'buy',
  price: toPriceUnits('100.00'),
  quantity,
  leaves,
  tradeId,
  time: Date.parse('2026-11-27T15:00:00Z') + tradeId,
  counterpartyBroker: undefined,
});

const generated = ['updated_at', 'created_at', 'event_id', 'message_id', 'journal_id', 'entry_id'];
const withoutGenerated = (rows: readonly object[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !generated.includes(key))));

describe.each(testBackends)('fills of a batch (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('books a batch’s fills together exactly as one by one, each table written once for the set', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const accounts = ['LTU100101', 'LTU100102', 'LTU100101', 'LTU100102'];
    const ids: string[] = [];
    for (const account of accounts) {
      const placed = await placeOrder(server.current, session, restingAaplBuy(account, 2));
      expect(placed.body.code).toBe('OK');
      ids.push(placed.body.data.orderID);
    }
    await app.ordersIdle();
    const [whole, part, twice, pending] = ids as [string, string, string, string];
    const kind = appliedFills(fillContext(server.current));

    const book = async (apply: (trx: Transaction<Database>, fills: Fill[]) => Promise<unknown>) => {
      const read = await inRolledBackTransaction(app.db, async (trx) => {
        // One order as its placement left it (PND): its fill records the acceptance first, alone.
        await sql`update orders set status = 'PND' where order_id = ${pending}`.execute(trx);
        const rows = await trx.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
        const rowOf = (id: string) => rows.find((row) => row.order_id === id)!;
        const { last } = await sql<{ last: string }>`select max(event_id)::text as last from order_events`
          .execute(trx)
          .then((result) => result.rows[0]!);
        const messagesBefore = await trx.selectFrom('client_messages').select('message_id').execute();
        const fills = [
          fillOf(rowOf(whole), 2, 0, 1), // filled: FFL
          fillOf(rowOf(part), 1, 1, 2), // partly: PFL
          fillOf(rowOf(twice), 1, 1, 3), // partly, then (below) the rest: a second fill of one order, alone
          fillOf(rowOf(pending), 2, 0, 4),
          fillOf(rowOf(twice), 1, 0, 5),
        ];
        let texts: string[] = [];
        let returned: unknown;
        texts = await statementsDuring(async () => {
          returned = await apply(trx, fills);
        });
        const holdIds = rows.map((row) => row.hold_id!);
        const executionIds = fills.map((fill) => `${fill.orderId}-${fill.tradeId}`);
        return {
          texts,
          rows: {
            // Both ways answer each fill's order as stored after it (its estimate's JSON read back, `final`
            // generated), not as the caller merged it in memory.
            returned: (returned as (OrderRow | undefined)[]).map((row) =>
              row === undefined ? row : withoutGenerated([row])[0],
            ),
            orders: withoutGenerated(await rowsWhere(trx, 'orders', 'order_id', ids)),
            events: withoutGenerated(
              (
                await sql<object>`select * from order_events where event_id > ${last}
                                   order by order_id, event_id`.execute(trx)
              ).rows,
            ),
            messages: withoutGenerated(
              (
                await sql<object>`select * from client_messages
                                   where message_id not in (${sql.join(messagesBefore.map((row) => row.message_id))})
                                   order by reference, created_at`.execute(trx)
              ).rows,
            ),
            executions: withoutGenerated(await rowsWhere(trx, 'executions', 'execution_id', executionIds)),
            holds: withoutGenerated(await rowsWhere(trx, 'ledger_holds', 'hold_id', holdIds)),
            balances: withoutGenerated(
              await rowsWhere(
                trx,
                'ledger_balances',
                'account',
                ['LTU100101', 'LTU100102'],
                ['account', 'asset_key'],
              ),
            ),
            entries: withoutGenerated(
              await trx
                .selectFrom('ledger_entries')
                .innerJoin('ledger_journals', 'ledger_journals.journal_id', 'ledger_entries.journal_id')
                .selectAll('ledger_entries')
                .select(['ledger_journals.reference', 'ledger_journals.description'])
                .where('ledger_journals.reference', 'in', executionIds)
                .orderBy('ledger_journals.reference')
                .orderBy('ledger_entries.reason')
                .orderBy('ledger_entries.account')
                .orderBy('ledger_entries.asset_key')
                .execute(),
            ),
          },
        };
      });
      return read;
    };

    const single = await book(async (trx, fills) => {
      const rows: (OrderRow | undefined)[] = [];
      for (const fill of fills) rows.push(await kind.one!(trx, fill));
      return rows;
    });
    const batch = await book((trx, fills) => kind.many(trx, fills));

    expect(batch.rows).toEqual(single.rows);
    // What was booked: two orders filled, two partly then one of them filled by its second fill, the PND one
    // acknowledged and filled; five executions, each with its trade journal and fees.
    expect(single.rows.orders.map((row) => [row.order_id, row.status, row.filled_quantity])).toEqual(
      [
        [whole, 'FFL', 2],
        [part, 'PFL', 1],
        [twice, 'FFL', 2],
        [pending, 'FFL', 2],
      ].sort(),
    );
    expect(single.rows.executions).toHaveLength(5);
    // The answer to the fill that filled the first order is that order as it now stands.
    expect(single.rows.returned[0]).toEqual(single.rows.orders.find((row) => row.order_id === whole));
    expect(single.rows.returned[0]).toMatchObject({ status: 'FFL', final: true });
    expect(new Set(single.rows.entries.map((entry) => entry.reason))).toEqual(new Set(['TRADE', 'FEE']));

    // One by one: each fill locks its order and moves it (the PND one twice), and posts its journals.
    const moves = (texts: string[]) => texts.filter((text) => text.includes('"order_events"'));
    const orderLocks = (texts: string[]) =>
      texts.filter((text) => /^select .* from "orders" .* for update$/.test(text));
    const journalWrites = (texts: string[]) =>
      texts.filter((text) => /insert into "ledger_entries"/.test(text));
    expect(moves(single.texts)).toHaveLength(6);
    expect(orderLocks(single.texts)).toHaveLength(5);
    expect(journalWrites(single.texts)).toHaveLength(5);
    // Together: the first three in one lock, one posting, one move for the FFL and one for the PFL; the PND
    // order's fill and the second fill of an order are booked alone after them (a lock, a posting, a move or two).
    expect(moves(batch.texts)).toHaveLength(2 + 3);
    expect(orderLocks(batch.texts)).toHaveLength(1 + 2);
    expect(journalWrites(batch.texts)).toHaveLength(1 + 2);
  });

  it('fails the whole set when one fill was booked already, so the group commit books each alone', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const ids: string[] = [];
    for (const account of ['LTU100101', 'LTU100102']) {
      const placed = await placeOrder(server.current, session, restingAaplBuy(account, 2));
      expect(placed.body.code).toBe('OK');
      ids.push(placed.body.data.orderID);
    }
    await app.ordersIdle();
    const kind = appliedFills(fillContext(server.current));
    const failure = await inRolledBackTransaction(app.db, async (trx) => {
      const rows = await trx.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
      const [first, second] = rows.map((row, at) => fillOf(row, 1, 1, 10 + at)) as [Fill, Fill];
      await kind.one!(trx, first);
      // The exchange's report of `first` again (a report whose commit's answer was lost): its execution exists.
      return kind.many(trx, [second, first]).then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    });
    expect(failure).toBe('23505');
  });
});

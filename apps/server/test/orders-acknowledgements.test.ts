import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { acceptedEntries } from '../src/capabilities/orders/order-exchange';
import type { OrderRow } from '../src/capabilities/orders/order-repository';
import type { Database } from '../src/platform/db/schema';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { placeRestingAaplBuys } from './support/orders';
import { inRolledBackTransaction } from './support/rolled-back';
import { useTestServer } from './support/test-server';
import { statementsDuring } from './support/statements';

// The acknowledgements of a group commit's batch are written by one statement (acceptedEntries.many); one by
// one they are written by the state table's move (acceptedEntries.one, the path every order took before). Both
// must leave the same rows: the same orders are acknowledged each way in a transaction rolled back afterwards,
// and the orders, order_events and client_messages rows compared, their generated ids and times aside.

type Item = { row: OrderRow; entry: number };

describe.each(testBackends)('acknowledgements of a batch (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('writes a batch’s ACKs in one statement exactly as the single acknowledgement writes them', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const ids = await placeRestingAaplBuys(server.current, session, [
      'LTU100101',
      'LTU100102',
      'LTU100101',
      'LTU100101',
      'LTU100102',
    ]);
    // Three orders sent as placed (PND); one re-entered while working (ACK, its second entry); one the sender
    // saw PND but that ended meanwhile (CAN on disk): the last two are not the one statement's to move.
    const [pending1, pending2, pending3, working, ended] = ids as [string, string, string, string, string];

    const acknowledge = async (
      record: (trx: Transaction<Database>, items: Item[]) => Promise<OrderRow[]>,
    ) => {
      const read = await inRolledBackTransaction(app.db, async (trx) => {
        await sql`update orders set status = 'PND', exchange_order_id = null, exchange_entries = 0,
                      entry_filled_quantity = 0
                    where order_id in (${sql.join([pending1, pending2, pending3, ended])})`.execute(trx);
        const rows = await trx.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
        await sql`update orders set status = 'CAN' where order_id = ${ended}`.execute(trx);
        const rowOf = (id: string) => rows.find((row) => row.order_id === id)!;
        const { last } = await sql<{ last: string }>`select max(event_id)::text as last from order_events`
          .execute(trx)
          .then((result) => result.rows[0]!);
        const before = await trx.selectFrom('client_messages').select('message_id').execute();
        const returned = await record(
          trx,
          [pending1, working, pending2, ended, pending3].map((id) => ({
            row: rowOf(id),
            entry: rowOf(id).exchange_entries + 1,
          })),
        );
        const orders = await trx
          .selectFrom('orders')
          .selectAll()
          .where('order_id', 'in', ids)
          .orderBy('order_id')
          .execute();
        const events = await trx
          .selectFrom('order_events')
          .selectAll()
          .where('event_id', '>', last)
          .orderBy('order_id')
          .execute();
        const messages = await trx
          .selectFrom('client_messages')
          .selectAll()
          .where(
            'message_id',
            'not in',
            before.map((row) => row.message_id),
          )
          .orderBy('reference')
          .execute();
        return { returned, orders, events, messages };
      });
      return strip(read as never);
    };

    const single = await acknowledge(async (trx, items) => {
      const rows: OrderRow[] = [];
      for (const item of items) rows.push(await acceptedEntries.one!(trx, item));
      return rows;
    });
    const batch = await acknowledge(async (trx, items) => {
      let rows: OrderRow[] = [];
      const texts = await statementsDuring(async () => {
        rows = [...(await acceptedEntries.many(trx, items))];
      });
      // The three PND orders moved by one statement; only the other two locked and decided one by one.
      expect(texts.filter((text) => text.includes('"order_events"'))).toHaveLength(1);
      expect(texts.filter((text) => /^select .* from "orders" .* for update$/.test(text))).toHaveLength(2);
      return rows;
    });

    expect(batch).toEqual(single);
    // What was written: three PND orders acknowledged (event and "placed" message each), the working one's
    // entry moved on, the ended one untouched.
    expect(single.returned.map((row) => [row.order_id, row.status, row.exchange_entries])).toEqual([
      [pending1, 'ACK', 1],
      [working, 'ACK', 2],
      [pending2, 'ACK', 1],
      [ended, 'CAN', 0],
      [pending3, 'ACK', 1],
    ]);
    expect(
      single.events.map((event) => [event.order_id, event.from_status, event.to_status, event.actor]),
    ).toEqual([pending1, pending2, pending3].sort().map((id) => [id, 'PND', 'ACK', 'exchange']));
    expect(single.messages.map((message) => message.reference)).toEqual(
      [pending1, pending2, pending3].sort(),
    );
  });
});

/** The rows without what each write generates anew (ids, times). */
function strip(read: {
  returned: OrderRow[];
  orders: OrderRow[];
  events: Record<string, unknown>[];
  messages: Record<string, unknown>[];
}) {
  const without = <T extends object>(row: T, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))) as T;
  return {
    returned: read.returned.map((row) => without(row, 'updated_at')),
    orders: read.orders.map((row) => without(row, 'updated_at')),
    events: read.events.map((row) => without(row, 'event_id', 'created_at')),
    messages: read.messages.map((row) => without(row, 'message_id', 'created_at')),
  };
}

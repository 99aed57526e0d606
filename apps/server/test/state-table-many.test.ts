import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderStateTable, type OrderRow } from '../src/capabilities/orders/order-repository';
import { statusMessageInserts } from '../src/capabilities/orders/order-notices';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { sessionsFor } from './support/market-data';
import { placeRestingAaplBuys } from './support/orders';
import { inRolledBackTransaction } from './support/rolled-back';
import { statementsDuring } from './support/statements';
import { useTestServer } from './support/test-server';

// The state table's moveMany on a database (state-table.test.ts holds what it sends): of the rows it is given,
// only those still in the status and at the values they were read with move, and only theirs get an events row
// and their riding inserts, all in one statement. On orders (the table it writes for the group commit's ACKs),
// in a transaction rolled back.

describe.each(testBackends)('a state table moving many rows (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  it('moves in one statement only the rows still as read, with events and riding inserts for those alone', async () => {
    const { app } = server.current;
    const session = await sessionOf('LTU1001');
    const ids = await placeRestingAaplBuys(server.current, session, Array(4).fill('LTU100101'));
    const [first, second, resized, ended] = ids as [string, string, string, string];

    const read = await inRolledBackTransaction(app.db, async (trx) => {
      await sql`update orders set status = 'PND' where order_id in (${sql.join(ids)})`.execute(trx);
      const rows = await trx.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute();
      // After they were read: one changed in a guarded column, one moved on.
      await sql`update orders set quantity = quantity + 100 where order_id = ${resized}`.execute(trx);
      await sql`update orders set status = 'CAN' where order_id = ${ended}`.execute(trx);
      const { last } = await sql<{ last: string }>`select max(event_id)::text as last from order_events`
        .execute(trx)
        .then((result) => result.rows[0]!);
      const rowOf = (id: string) => rows.find((row) => row.order_id === id)!;
      let moved: OrderRow[] = [];
      const texts = await statementsDuring(async () => {
        moved = await orderStateTable.moveMany(
          trx,
          ids.map((id) => ({
            row: rowOf(id),
            set: { exchange_entries: rowOf(id).exchange_entries + 1 },
            riding: statusMessageInserts(trx, { ...rowOf(id), status: 'ACK' }, 'PND'),
          })),
          'ACK',
          'exchange',
          { reason: 'batch', unchanged: ['quantity'] },
        );
      });
      const orders = await trx
        .selectFrom('orders')
        .select(['order_id', 'status', 'exchange_entries'])
        .where('order_id', 'in', ids)
        .execute();
      const events = await trx
        .selectFrom('order_events')
        .select(['order_id', 'from_status', 'to_status', 'actor', 'reason'])
        .where('event_id', '>', last)
        .orderBy('event_id')
        .execute();
      const messages = await trx
        .selectFrom('client_messages')
        .select(['reference', 'title'])
        .where('reference', 'in', ids)
        .where('created_at', '=', sql<Date>`now()`)
        .execute();
      return { rows, moved, texts, orders, events, messages };
    });
    const { rows, moved, texts, orders, events, messages } = read as {
      rows: OrderRow[];
      moved: OrderRow[];
      texts: string[];
      orders: Pick<OrderRow, 'order_id' | 'status' | 'exchange_entries'>[];
      events: Record<string, unknown>[];
      messages: { reference: string; title: unknown }[];
    };
    const entriesOf = (id: string) => rows.find((row) => row.order_id === id)!.exchange_entries;

    expect(texts).toHaveLength(1);
    expect(moved.map((row) => [row.order_id, row.status, row.exchange_entries])).toEqual([
      [first, 'ACK', entriesOf(first) + 1],
      [second, 'ACK', entriesOf(second) + 1],
    ]);
    expect(new Map(orders.map((row) => [row.order_id, [row.status, row.exchange_entries]]))).toEqual(
      new Map([
        [first, ['ACK', entriesOf(first) + 1]],
        [second, ['ACK', entriesOf(second) + 1]],
        [resized, ['PND', entriesOf(resized)]],
        [ended, ['CAN', entriesOf(ended)]],
      ]),
    );
    expect(events).toEqual(
      [first, second].map((id) => ({
        order_id: id,
        from_status: 'PND',
        to_status: 'ACK',
        actor: 'exchange',
        reason: 'batch',
      })),
    );
    // The riding inserts of the moved rows only, their jsonb values as the single move writes them.
    expect(messages.map((message) => message.reference).sort()).toEqual([first, second].sort());
    expect(messages[0]!.title).toMatchObject({ en_US: expect.any(String) });
  });
});

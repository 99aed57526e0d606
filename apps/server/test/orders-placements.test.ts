import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { FeeEstimate, OrderRequest } from '@lantau/contract';
import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OrderContext } from '../src/capabilities/orders/order-context';
import { createPlacements, type Placement } from '../src/capabilities/orders/order-placements';
import type { OrderRow } from '../src/capabilities/orders/order-repository';
import { createGroupCommit } from '../src/platform/db/group-commit';
import type { Database } from '../src/platform/db/schema';
import { claimOf, runOnce } from '../src/platform/http/idempotency';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { sessionsFor } from './support/market-data';
import { hkOrder, placeOrder, restingAaplBuy } from './support/orders';
import { rowsWhere } from './support/rows-where';
import { inRolledBackTransaction } from './support/rolled-back';
import { statementsDuring } from './support/statements';
import { useTestServer, type TestServer } from './support/test-server';

// The usual placements of a group commit's batch are written together (order-placements.ts): their keys in one
// statement, their holds in one, their orders and first events in one; alone, each placement is written by the
// plain unit (`placeAlone`, the path every order took before). Both must leave the same rows, and a batch in
// which one placement would be refused must place the others and refuse that one with its reason, as alone.

const CALL = 'POST /api/orders';
const noLimits = { northboundDailyQuota: new Decimal('52000000000') };

describe.each(testBackends)('placements of a batch (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);

  /** LTU1001's orders as the order service admits and prices them: the estimate from the API's own. */
  async function placementsOf(requests: readonly OrderRequest[], keys?: readonly string[]) {
    const session = await sessionOf('LTU1001');
    const { app } = server.current;
    // A first order warms the caches and tells the trading date the placements are dated with.
    const warm = await placeOrder(server.current, session, restingAaplBuy('LTU100101'));
    expect(warm.body.code).toBe('OK');
    await app.ordersIdle();
    const { trade_date: tradeDate } = await app.db
      .selectFrom('orders')
      .select('trade_date')
      .where('order_id', '=', warm.body.data.orderID)
      .executeTakeFirstOrThrow();
    return Promise.all(
      requests.map(async (request, index): Promise<Placement> => {
        const priced = await signedCall<{ estimate: FeeEstimate }>(
          server.current,
          session,
          'POST',
          '/api/orders/estimates',
          request,
        );
        expect(priced.body.code).toBe('OK');
        const key = keys?.[index] ?? randomUUID();
        return {
          orderId: randomUUID(),
          caller: { userId: 'LTU1001', brokerCode: 'LTU' },
          request,
          accountType: 'CASH',
          currency: app.marketSimulator.instrument(request.market as never, request.stockCode)!.currency,
          investor: null,
          placing: { status: 'PND', price: request.price ?? null },
          tradeDate,
          estimate: priced.body.data.estimate,
          once: claimOf({ scope: 'LTU1001', call: CALL, key, content: request }),
        };
      }),
    );
  }

  const contextOf = (
    app: TestServer['app'],
    commits = createGroupCommit(app.db, { lanes: 1, maxBatch: 48 }),
  ) => ({ ledger: app.ledger, commits }) as unknown as OrderContext;

  /** A group commit whose lane is held until `release` is called: what is queued meanwhile is one batch. */
  function heldCommits(app: TestServer['app']) {
    const commits = createGroupCommit(app.db, { lanes: 1, maxBatch: 48 });
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held = commits.run('any', () => opened);
    return {
      commits,
      async release() {
        // Each placement reaches the group commit a turn after it was sent.
        await new Promise((resolve) => setImmediate(resolve));
        open();
        await held;
      },
    };
  }

  it('writes a batch’s placements in one statement per table exactly as placements alone write them', async () => {
    const { app } = server.current;
    const placements = await placementsOf([
      // Two buys on one balance row (LTU100101's USD), a sale of shares held, a buy in another currency.
      restingAaplBuy('LTU100101'),
      restingAaplBuy('LTU100101', 3),
      { ...restingAaplBuy('LTU100101'), side: 'SELL', price: '900.00' },
      hkOrder({ price: '300.00' }),
    ]);
    const kinds = createPlacements(contextOf(app), noLimits);
    const ids = placements.map((placement) => placement.orderId);

    const place = async (write: (trx: Transaction<Database>) => Promise<readonly OrderRow[]>) => {
      const read = await inRolledBackTransaction(app.db, async (trx) => {
        const returned = await write(trx);
        const orders = await rowsWhere(trx, 'orders', 'order_id', ids);
        const events = await rowsWhere(trx, 'order_events', 'order_id', ids);
        const holds = await rowsWhere(trx, 'ledger_holds', 'reference', ids);
        const balances = await rowsWhere(trx, 'ledger_balances', 'account', ['LTU100101']);
        const keys = await rowsWhere(trx, 'idempotency_keys', 'reference', ids);
        return { returned: [...returned], orders, events, holds, balances, keys };
      });
      return strip(read);
    };

    const single = await place(async (trx) => {
      const rows: OrderRow[] = [];
      for (const placement of placements) rows.push(await kinds.placeAlone(trx, placement));
      return rows;
    });
    let texts: string[] = [];
    const batch = await place(async (trx) => {
      let rows: readonly OrderRow[] = [];
      texts = await statementsDuring(async () => {
        rows = await kinds.usualPlacements.many(trx, placements);
      });
      return rows;
    });

    expect(batch).toEqual(single);
    // One statement for the four keys, one for the four holds, one for the four orders and their events.
    expect(texts).toHaveLength(3);
    expect(texts.filter((text) => text.includes('"idempotency_keys"'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('"ledger_holds"'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('"order_events"'))).toHaveLength(1);
    // What was written: four orders PND, each with its event, hold and key; the balance rows held for them.
    expect(
      single.orders.map((row) => [row.order_id, row.status, new Decimal(row.hold_amount).toString()]),
    ).toEqual(
      placements
        .map((placement) => [
          placement.orderId,
          'PND',
          new Decimal(
            placement.request.side === 'BUY' ? placement.estimate.total : placement.request.quantity,
          ).toString(),
        ])
        .sort(byId),
    );
    expect(
      single.events.map((event) => [event.order_id, event.from_status, event.to_status]).sort(byId),
    ).toEqual([...ids].sort().map((id) => [id, null, 'PND']));
    expect(single.holds.map((hold) => hold.reference).sort()).toEqual([...ids].sort());
    expect(single.keys.map((key) => key.reference).sort()).toEqual([...ids].sort());
  });

  /** Places the placements as one batch of a held lane; each one's outcome, and what LTU100101's USD holds more. */
  async function placeTogether(requestsOf: (availableUsd: Decimal) => OrderRequest[]) {
    const { app } = server.current;
    const placements = await placementsOf(requestsOf((await usdOf(server.current)).available));
    const before = await usdOf(server.current);
    const held = heldCommits(app);
    const kinds = createPlacements(contextOf(app, held.commits), noLimits);
    const outcomes = Promise.allSettled(placements.map((placement) => kinds.place(placement)));
    await held.release();
    const settled = await outcomes;
    const ids = placements.map((placement) => placement.orderId);
    const orders = await rowsWhere(app.db, 'orders', 'order_id', ids);
    const keys = await rowsWhere(app.db, 'idempotency_keys', 'reference', ids);
    return {
      placements,
      ids,
      statuses: settled.map((outcome) => outcome.status),
      reasons: settled.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : undefined)),
      placed: orders.map((row) => row.order_id as string).sort(),
      claimed: keys.map((row) => row.reference as string).sort(),
      heldUsd: (await usdOf(server.current)).onHold.sub(before.onHold).toString(),
    };
  }

  const buyingPowerRefusal = { code: 'E6001', data: { reason: 'INSUFFICIENT_BUYING_POWER' } };

  it('places the rest of a batch and refuses the one with too little, with its reason', async () => {
    const batch = await placeTogether(() => [
      hkOrder({ price: '300.00' }),
      { ...restingAaplBuy('LTU100101'), quantity: 1_000_000 },
      restingAaplBuy('LTU100101', 2),
    ]);

    expect(batch.statuses).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batch.reasons[1]).toMatchObject(buyingPowerRefusal);
    const [hk, , aapl] = batch.ids as [string, string, string];
    expect(batch.placed).toEqual([hk, aapl].sort());
    expect(batch.claimed).toEqual([hk, aapl].sort());
    expect(batch.heldUsd).toBe(new Decimal(batch.placements[2]!.estimate.total).toString());
  });

  it('places exactly one of two orders of one account that each fit but not together', async () => {
    // Each about 60% of LTU100101's available USD.
    const batch = await placeTogether((available) => {
      const quantity = Math.floor(available.mul('0.6').div(100).toNumber());
      return [
        restingAaplBuy('LTU100101', quantity),
        hkOrder({ price: '300.00' }),
        restingAaplBuy('LTU100101', quantity),
      ];
    });

    expect(batch.statuses).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(batch.reasons[2]).toMatchObject(buyingPowerRefusal);
    const [first, hk] = batch.ids as [string, string, string];
    expect(batch.placed).toEqual([first, hk].sort());
    expect(batch.claimed).toEqual([first, hk].sort());
    expect(batch.heldUsd).toBe(new Decimal(batch.placements[0]!.estimate.total).toString());
  });

  it('acts once on a retry with the same Idempotency-Key in the same batch', async () => {
    const { app } = server.current;
    const key = randomUUID();
    const request = restingAaplBuy('LTU100101');
    const placements = await placementsOf([request, request], [key, key]);
    const held = heldCommits(app);
    const kinds = createPlacements(contextOf(app, held.commits), noLimits);
    // Each as the API runs it: claimed first, a taken key answered by the first's order.
    const answers = Promise.all(
      placements.map((placement) =>
        runOnce(
          app.db,
          { scope: 'LTU1001', call: CALL, key, content: request },
          async (once) => (await kinds.place({ ...placement, once })).order_id,
          async (reference) => reference,
          { claimFirst: true },
        ),
      ),
    );
    await held.release();
    const [first, retry] = await answers;

    expect(retry).toBe(first);
    expect(first).toBe(placements[0]!.orderId);
    const ids = placements.map((placement) => placement.orderId);
    expect(await rowsWhere(app.db, 'orders', 'order_id', ids)).toHaveLength(1);
    expect(await rowsWhere(app.db, 'ledger_holds', 'reference', ids)).toHaveLength(1);
  });

  it('writes a batch of four usual placements with one statement per table', async () => {
    const { app } = server.current;
    const placements = await placementsOf(Array(4).fill(restingAaplBuy('LTU100101')));
    const held = heldCommits(app);
    const kinds = createPlacements(contextOf(app, held.commits), noLimits);
    const texts = await statementsDuring(async () => {
      const placed = Promise.all(placements.map((placement) => kinds.place(placement)));
      await held.release();
      expect((await placed).map((row) => row.status)).toEqual(['PND', 'PND', 'PND', 'PND']);
    });
    const writing = (table: string) =>
      texts.filter((text) => new RegExp(`(insert into|update) "${table}"`).test(text));

    for (const table of ['idempotency_keys', 'ledger_balances', 'ledger_holds', 'orders', 'order_events'])
      expect(writing(table), table).toHaveLength(1);
    // Alone, four more such placements are four statements per table, as every placement was before.
    const more = await placementsOf(Array(4).fill(restingAaplBuy('LTU100101')));
    const alone = await inRolledBackTransaction(app.db, (trx) =>
      statementsDuring(async () => {
        for (const placement of more) await kinds.placeAlone(trx, placement);
      }),
    );
    for (const table of ['idempotency_keys', 'ledger_holds', 'orders'])
      expect(
        alone.filter((text) => new RegExp(`(insert into|update) "${table}"`).test(text)),
        table,
      ).toHaveLength(4);
  });
});

/** LTU100101's USD: what is available, and what is on hold. */
async function usdOf(server: TestServer) {
  const row = await server.app.db
    .selectFrom('ledger_balances')
    .select(['balance', 'on_hold'])
    .where('account', '=', 'LTU100101')
    .where('asset_key', '=', 'cash:USD')
    .executeTakeFirstOrThrow();
  return { available: new Decimal(row.balance).sub(row.on_hold), onHold: new Decimal(row.on_hold) };
}

const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));

/** The rows without what each write generates anew (ids, numbers, times). */
function strip(read: Record<string, readonly object[]>) {
  const without = (row: object, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
  const generated = ['hold_id', 'order_number', 'event_id', 'created_at', 'updated_at'];
  const sorted = (rows: readonly object[]) =>
    rows
      .map((row) => without(row, ...generated))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    returned: read.returned!.map((row) => without(row, ...generated)),
    orders: sorted(read.orders!) as unknown as OrderRow[],
    events: sorted(read.events!) as { order_id: string; from_status: string | null; to_status: string }[],
    holds: sorted(read.holds!) as { reference: string }[],
    balances: sorted(read.balances!),
    keys: sorted(read.keys!) as { reference: string }[],
  };
}

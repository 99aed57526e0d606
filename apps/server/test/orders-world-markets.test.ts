import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Execution, FeeItem, FeeSchedule, OrderRequest, SpreadTableID } from '@lantau/contract';
import { estimateFees, priceUnitsToString, SPREAD_TABLES, ticksAway, toPriceUnits } from '@lantau/domain';
import type { UniverseMarket } from '@lantau/exchange';
import { createLedger } from '../src/capabilities/ledger';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { marketGet, sessionsFor, type Snapshot } from './support/market-data';
import {
  bookPrice,
  expectHoldsToMatchOrders,
  finalStatuses,
  placeOrder,
  waitForOrder,
} from './support/orders';
import { useTestServer } from './support/test-server';
import { realMarketClock } from './support/market-clock';

// Tokyo, Singapore and London end to end for LTU1009, whose cash account holds JPY, SGD and GBP: a limit buy
// at the best ask fills and moves cash and position by exactly what the market's fee schedule says, the shares
// sell back, and a quantity off the board lot is refused. The default test server's market clock is 'demo'
// (every market always trading), so these run at any time of day, as the US orders of orders.test.ts do.

const ACCOUNT = 'LTU100901';

interface WorldMarket {
  market: UniverseMarket;
  stockCode: string;
  currency: string;
  /** The exchange's own price steps: Tokyo's for TOPIX 500 constituents, SGX's, London's band 6 (MiFID II). */
  spreadTableID: SpreadTableID;
  /** Board lots bought: one lot in Tokyo and Singapore; London has no lots (lot 1), so an odd count. */
  quantity: number;
  /** A quantity off the lot, refused with LOT_SIZE (none in London, where every share is a whole lot). */
  offLot?: number;
  /** Fee items the market's schedule charges on a buy and on a sell. */
  buyItems: FeeItem[];
  sellItems: FeeItem[];
}

const worldMarkets: WorldMarket[] = [
  {
    market: 'JP',
    stockCode: '7203',
    currency: 'JPY',
    spreadTableID: 'JP_TOPIX500',
    quantity: 100,
    offLot: 50,
    buyItems: ['BROKERAGE'],
    sellItems: ['BROKERAGE'],
  },
  {
    market: 'SG^SI',
    stockCode: 'D05',
    currency: 'SGD',
    spreadTableID: 'SG_STOCK',
    quantity: 100,
    offLot: 150,
    buyItems: ['BROKERAGE', 'SETTLEMENT_FEE', 'TRADING_FEE'],
    sellItems: ['BROKERAGE', 'SETTLEMENT_FEE', 'TRADING_FEE'],
  },
  {
    market: 'GB^GP',
    stockCode: 'HSBA',
    currency: 'GBP',
    spreadTableID: 'GB_BAND_6',
    quantity: 37,
    // UK stamp duty reserve tax is on purchases only.
    buyItems: ['BROKERAGE', 'STAMP_DUTY'],
    sellItems: ['BROKERAGE'],
  },
];

const sum = (values: Decimal.Value[]) => values.reduce<Decimal>((total, v) => total.add(v), new Decimal(0));
const considerationOf = (executions: Execution[]) =>
  sum(executions.map((e) => new Decimal(e.price).mul(e.quantity)));
const feesBooked = (executions: Execution[]) =>
  sum(executions.flatMap((e) => e.fees.map((fee) => fee.amount)));

describe.each(testBackends)('orders in Tokyo, Singapore and London (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const client = () => sessionOf('LTU1009');
  const ledger = createLedger({ clock: realMarketClock });
  const today = () => new Date().toISOString().slice(0, 10);
  const balances = () => ledger.balances(server.current.app.db, ACCOUNT, today());
  const cashOf = async (currency: string) => {
    const cash = (await balances()).cash.find((entry) => entry.currency === currency);
    if (!cash) throw new Error(`${ACCOUNT} holds no ${currency}`);
    return cash;
  };
  const quantityOf = async (stockCode: string) =>
    (await balances()).securities.find((entry) => entry.stockCode === stockCode)?.quantity ?? 0;
  const scheduleOf = async (market: string) => {
    const answer = await signedCall<FeeSchedule>(
      server.current,
      await client(),
      'GET',
      `/api/fees/schedules/${market}`,
    );
    expect(answer.body.code).toBe('OK');
    return answer.body.data;
  };
  const order = (world: WorldMarket, request: Partial<OrderRequest>): OrderRequest => ({
    accountNumber: ACCOUNT,
    market: world.market,
    stockCode: world.stockCode,
    side: 'BUY',
    orderType: 'LO',
    quantity: world.quantity,
    timeInForce: 'DAY',
    ...request,
  });

  /** Places a marketable limit order, waits for it to fill and checks its fees against the schedule. */
  async function fill(world: WorldMarket, side: 'BUY' | 'SELL') {
    const price = bookPrice(server.current, world.market, world.stockCode, side === 'BUY' ? 'ask' : 'bid');
    const placed = await placeOrder(server.current, await client(), order(world, { side, price }));
    expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ code: 'OK' });
    expect(placed.body.data.fees.currency).toBe(world.currency);
    const { order: done, executions } = await waitForOrder(
      server.current,
      await client(),
      placed.body.data.orderID,
      (o) => finalStatuses.has(o.status),
    );
    expect(done.status).toBe('FFL');
    expect(done.filledQuantity).toBe(world.quantity);
    // A limit order fills at its price or better.
    for (const execution of executions) {
      const fillPrice = new Decimal(execution.price);
      expect(side === 'BUY' ? fillPrice.lte(price) : fillPrice.gte(price)).toBe(true);
    }

    // The fees the schedule in force charges on the whole order, item by item, are what the fills booked.
    const consideration = considerationOf(executions);
    const schedule = await scheduleOf(world.market);
    expect(schedule).toMatchObject({ market: world.market, currency: world.currency });
    const expected = estimateFees(schedule, {
      side,
      consideration,
      quantity: world.quantity,
      instrumentType: 'EQTY',
    });
    expect(expected.lines.map((line) => line.item).sort()).toEqual(
      side === 'BUY' ? world.buyItems : world.sellItems,
    );
    const decimals = world.currency === 'JPY' ? 0 : 2;
    for (const line of expected.lines) {
      const booked = sum(
        executions.flatMap((e) => e.fees.filter((fee) => fee.item === line.item).map((fee) => fee.amount)),
      );
      expect(`${line.item} ${booked.toFixed(decimals)}`).toBe(`${line.item} ${line.amount}`);
    }
    expect(feesBooked(executions).toFixed(decimals)).toBe(expected.total);
    expect(done.fees.totalFees).toBe(expected.total);
    // Fees are charged in the currency's minor unit: the cent, or the whole yen (no decimals at all).
    const minorUnit = decimals === 0 ? /^\d+$/ : /^\d+\.\d{2}$/;
    for (const amount of [
      done.fees.totalFees,
      ...done.fees.fees.map((fee) => fee.amount),
      ...executions.flatMap((e) => e.fees.map((fee) => fee.amount)),
    ])
      expect(amount).toMatch(minorUnit);
    return { consideration, fees: new Decimal(expected.total) };
  }

  it.each(worldMarkets)(
    '$market: a limit buy at the best ask fills for consideration plus fees, and sells back',
    async (world) => {
      const start = { cash: await cashOf(world.currency), quantity: await quantityOf(world.stockCode) };
      const homeCash = (await cashOf('HKD')).available;

      const bought = await fill(world, 'BUY');
      const afterBuy = { cash: await cashOf(world.currency), quantity: await quantityOf(world.stockCode) };
      expect(start.cash.available.sub(afterBuy.cash.available).toFixed(2)).toBe(
        bought.consideration.add(bought.fees).toFixed(2),
      );
      expect(afterBuy.cash.onHold.toFixed(2)).toBe(start.cash.onHold.toFixed(2));
      expect(afterBuy.quantity - start.quantity).toBe(world.quantity);

      const sold = await fill(world, 'SELL');
      const afterSell = { cash: await cashOf(world.currency), quantity: await quantityOf(world.stockCode) };
      expect(afterSell.cash.available.sub(afterBuy.cash.available).toFixed(2)).toBe(
        sold.consideration.sub(sold.fees).toFixed(2),
      );
      expect(afterSell.quantity).toBe(start.quantity);
      // The trade settled in the market's own currency: the HKD balance never moved.
      expect((await cashOf('HKD')).available.toFixed(2)).toBe(homeCash.toFixed(2));
      await expectHoldsToMatchOrders(server.current.app.db);
    },
  );

  it.each(worldMarkets.filter((world) => world.offLot !== undefined))(
    '$market: a quantity off the board lot is refused with LOT_SIZE and holds nothing',
    async (world) => {
      const free = (await cashOf(world.currency)).available;
      const price = bookPrice(server.current, world.market, world.stockCode, 'ask');
      const refused = await placeOrder(
        server.current,
        await client(),
        order(world, { price, quantity: world.offLot }),
      );
      expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'LOT_SIZE' } });
      expect((await cashOf(world.currency)).available.toFixed(2)).toBe(free.toFixed(2));
    },
  );

  it.each(worldMarkets)(
    "$market: prices step on the exchange's own table, which the quote and the order name",
    async (world) => {
      const session = await client();
      const snapshot = await marketGet<Snapshot>(server.current, session, '/snapshots/details', {
        market: world.market,
        stockCode: world.stockCode,
      });
      expect(snapshot.body.data.spreadTableID).toBe(world.spreadTableID);
      const table = SPREAD_TABLES[world.spreadTableID];
      // One step of the exchange's table below the best bid rests (Tokyo's 0.5 yen, London's 0.2p are no
      // multiples of a generic 0.01 step); a price off the table is refused with PRICE_STEP.
      const bid = toPriceUnits(bookPrice(server.current, world.market, world.stockCode, 'bid'));
      const below = ticksAway(table, bid, -1)!;
      const resting = await placeOrder(
        server.current,
        session,
        order(world, { price: priceUnitsToString(below) }),
      );
      expect(resting.body, JSON.stringify(resting.body)).toMatchObject({
        code: 'OK',
        data: { status: 'ACK', spreadTableID: world.spreadTableID },
      });
      const offTick = below - 1; // one price unit (0.0001) below a step: on no table's steps here
      const refused = await placeOrder(
        server.current,
        session,
        order(world, { price: priceUnitsToString(offTick) }),
      );
      expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_STEP' } });
      const cancelled = await signedCall(
        server.current,
        session,
        'DELETE',
        `/api/orders/${resting.body.data.orderID}`,
      );
      expect(cancelled.body.code).toBe('OK');
    },
  );

  it('Tokyo refuses a price on a generic 0.01 step that is off its own table', async () => {
    const tokyo = worldMarkets.find((world) => world.market === 'JP')!;
    const bid = toPriceUnits(bookPrice(server.current, 'JP', '7203', 'bid'));
    const refused = await placeOrder(
      server.current,
      await client(),
      order(tokyo, { price: priceUnitsToString(bid - 100) }), // 0.01 yen below the bid
    );
    expect(refused.body).toMatchObject({ code: 'E6001', data: { reason: 'PRICE_STEP' } });
  });

  it('London has no board lot: a single share is a whole lot', async () => {
    const london = worldMarkets.find((world) => world.market === 'GB^GP')!;
    const sold = await fill({ ...london, quantity: 1 }, 'SELL');
    expect(sold.consideration.gt(0)).toBe(true);
  });
});

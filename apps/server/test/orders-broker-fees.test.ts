import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { FeeEstimate, FeeSchedule, OrderRequest } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { agreedSessionsFor } from './support/market-data';
import { bookPrice, placeOrder, waitForOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// Each broker's own brokerage (broker configuration BrokerageRates) over the platform's default schedule:
// Lantau charges the default (0.03%, at least HKD 3), Kowloon Securities its own (0.25%, at least HKD 100).

const order = (accountNumber: string, price: string): OrderRequest => ({
  accountNumber,
  market: 'HK',
  stockCode: '00700',
  side: 'BUY',
  orderType: 'LO',
  quantity: 100,
  price,
  timeInForce: 'DAY',
});

const lineOf = (estimate: FeeEstimate, item: string) =>
  estimate.fees.find((line) => line.item === item)?.amount;

describe.each(testBackends)("brokers' own fee schedules (%s)", (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = agreedSessionsFor(server);
  const estimateFor = async (userId: string, accountNumber: string, price: string) =>
    (
      await signedCall<{ estimate: FeeEstimate }>(
        server.current,
        await sessionOf(userId),
        'POST',
        '/api/orders/estimates',
        order(accountNumber, price),
      )
    ).body.data.estimate;

  it("estimates the same order for two brokers' clients apart by exactly their brokerage", async () => {
    const price = bookPrice(server.current, 'HK', '00700', 'bid', 6);
    const lantau = await estimateFor('LTU1001', 'LTU100101', price);
    const kowloon = await estimateFor('KLN2001', 'KLN200101', price);
    const consideration = new Decimal(price).mul(100);
    expect(lantau.consideration).toBe(kowloon.consideration);

    const brokerage = (percent: string, minimum: string) =>
      Decimal.max(consideration.mul(percent).div(100), minimum).toFixed(2, Decimal.ROUND_HALF_UP);
    expect(lineOf(lantau, 'BROKERAGE')).toBe(brokerage('0.03', '3'));
    expect(lineOf(kowloon, 'BROKERAGE')).toBe(brokerage('0.25', '100'));
    // Every other line is the same: statutory and exchange fees do not depend on the broker.
    const others = (estimate: FeeEstimate) => estimate.fees.filter((line) => line.item !== 'BROKERAGE');
    expect(others(kowloon)).toEqual(others(lantau));
    const apart = new Decimal(kowloon.total).sub(lantau.total);
    expect(apart.toFixed(2)).toBe(
      new Decimal(lineOf(kowloon, 'BROKERAGE')!).sub(lineOf(lantau, 'BROKERAGE')!).toFixed(2),
    );
    expect(kowloon.scheduleID).toMatch(/^KLN-HK-HKD-/);
    expect(lantau.scheduleID).toMatch(/^DEFAULT-HK-HKD-/);

    // Placing holds by the broker's schedule too: the order's fees are Kowloon's.
    const placed = await placeOrder(server.current, await sessionOf('KLN2001'), order('KLN200101', price));
    expect(placed.body.code).toBe('OK');
    expect(placed.body.data.fees).toMatchObject({ total: kowloon.total, scheduleID: kowloon.scheduleID });
  });

  it("books a fill's brokerage on the broker's own rate", async () => {
    const session = await sessionOf('KLN2001');
    const placed = await placeOrder(server.current, session, {
      ...order('KLN200101', bookPrice(server.current, 'HK', '00700', 'ask', 2)),
      orderType: 'ELO',
    });
    expect(placed.body.code).toBe('OK');
    const { order: filled, executions } = await waitForOrder(
      server.current,
      session,
      placed.body.data.orderID,
      (o) => o.status === 'FFL',
    );
    expect(filled.status).toBe('FFL');
    const consideration = executions.reduce(
      (sum, e) => sum.add(new Decimal(e.price).mul(e.quantity)),
      new Decimal(0),
    );
    const booked = executions
      .flatMap((e) => e.fees)
      .filter((line) => line.item === 'BROKERAGE')
      .reduce((sum, line) => sum.add(line.amount), new Decimal(0));
    // Kowloon's 0.25%, at least HKD 100, on the order's whole consideration (a minimum is paid once per order).
    expect(booked.toFixed(2)).toBe(
      Decimal.max(consideration.mul('0.0025'), 100).toFixed(2, Decimal.ROUND_HALF_UP),
    );
    expect(lineOf(filled.fees, 'BROKERAGE')).toBe(booked.toFixed(2));
  });

  it("serves each broker's schedule in force: its own brokerage, the platform's other rates", async () => {
    const scheduleFor = async (userId: string) =>
      (
        await signedCall<FeeSchedule>(
          server.current,
          await sessionOf(userId),
          'GET',
          '/api/fees/schedules/HK',
        )
      ).body.data;
    const [lantau, kowloon] = [await scheduleFor('LTU1001'), await scheduleFor('KLN2001')];
    expect(kowloon.rates.find((rate) => rate.item === 'BROKERAGE')).toMatchObject({
      ratePercent: '0.25',
      minimum: '100',
    });
    expect(lantau.rates.find((rate) => rate.item === 'BROKERAGE')).toMatchObject({
      ratePercent: '0.03',
      minimum: '3',
    });
    const others = (schedule: FeeSchedule) => schedule.rates.filter((rate) => rate.item !== 'BROKERAGE');
    expect(others(kowloon)).toEqual(others(lantau));
    // Kowloon's US brokerage is per share.
    const us = (
      await signedCall<FeeSchedule>(
        server.current,
        await sessionOf('KLN2001'),
        'GET',
        '/api/fees/schedules/US',
      )
    ).body.data;
    expect(us.rates.find((rate) => rate.item === 'BROKERAGE')).toMatchObject({
      perShare: '0.01',
      minimum: '5',
    });
  });
});

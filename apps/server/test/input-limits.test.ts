import { describe, expect, it } from 'vitest';
import { maxMoneyAmount, maxPrice, maxShareQuantity, type FundRequest } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { fundKey, fundRequests } from './support/funds';
import { identityConfig } from './support/identity';
import { hkOrder } from './support/orders';
import type { ApiResponse } from './support/test-server';
import { useTestServer } from './support/test-server';

// Every amount, price and quantity a request carries has a maximum in the contract (input-limits.ts), from
// what its database column holds and what the business allows. At the maximum a request goes on to its other
// checks; past it the answer is E1000 naming the field, never a request stored that can never be credited,
// nor a database error (numeric field overflow) answered as E5000. Dividends: dividends.test.ts.

const USER = 'LTU1001';
const ACCOUNT = 'LTU100101';
/** Just past each maximum, by the smallest step its field takes. */
const overMoney = `${maxMoneyAmount}.01`;
const overPrice = `${maxPrice}.000001`;
const overQuantity = maxShareQuantity + 1;
/** What an earlier version accepted and then failed on: 10^18, beyond numeric(24, 6). */
const overflowing = '1000000000000000000';

/** The answer's field issues, as 'path: message' (empty when it has none). */
const issuesOf = (answer: ApiResponse) =>
  Array.isArray(answer.body.data)
    ? (answer.body.data as { path: string; message: string }[]).map(
        (issue) => `${issue.path}: ${issue.message}`,
      )
    : [];
const atMost = (path: string, maximum: string | number) => [`${path}: Must be at most ${maximum}.`];

describe.each(testBackends)('the largest amounts, prices and quantities (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client } = apiCallers(server);
  const funds = fundRequests(server, client);

  it('takes a deposit of the maximum and refuses one cent more, naming the amount', async () => {
    const atMaximum = await funds.deposit(USER, ACCOUNT, maxMoneyAmount);
    expect(atMaximum.body.code).toBe('OK');
    expect(atMaximum.body.data.amount).toBe(`${maxMoneyAmount}.00`);
    for (const amount of [overMoney, overflowing, '999999999999999999.99']) {
      const refused = await funds.deposit(USER, ACCOUNT, amount);
      expect(refused.body.code, amount).toBe('E1000');
      expect(issuesOf(refused), amount).toEqual(atMost('body.amount', maxMoneyAmount));
    }
  });

  it('checks withdrawals, exchanges and transfers against the same maximum', async () => {
    // At the maximum each goes on to the money the account has: not enough.
    const withdrawal = await funds.withdrawal(USER, ACCOUNT, maxMoneyAmount);
    expect(withdrawal.body.code).toBe('E7012');
    expect((await funds.exchange(USER, ACCOUNT, 'USD', 'HKD', maxMoneyAmount)).body.code).toBe('E7012');
    expect((await funds.transfer(USER, ACCOUNT, 'TO_CRYPTO', maxMoneyAmount)).body.code).toBe('E7017');

    const overWithdrawal = await client<FundRequest>(
      USER,
      'POST',
      '/funds/withdrawals',
      {
        accountNumber: ACCOUNT,
        currency: 'HKD',
        amount: overMoney,
        bankAccountID: `${USER}-B1`,
        codeID: 'x',
        smsCode: '123456',
      },
      fundKey(),
    );
    expect(issuesOf(overWithdrawal)).toEqual(atMost('body.amount', maxMoneyAmount));
    expect(issuesOf(await funds.exchange(USER, ACCOUNT, 'USD', 'HKD', overMoney))).toEqual(
      atMost('body.amount', maxMoneyAmount),
    );
    expect(issuesOf(await funds.transfer(USER, ACCOUNT, 'TO_CRYPTO', overMoney))).toEqual(
      atMost('body.amount', maxMoneyAmount),
    );
    const quote = (amount: string) =>
      client(USER, 'GET', `/funds/exchange_quote?accountNumber=${ACCOUNT}&from=USD&to=HKD&amount=${amount}`);
    expect((await quote(maxMoneyAmount)).body.code).toBe('OK');
    expect(issuesOf(await quote(overMoney))).toEqual(atMost('query.amount', maxMoneyAmount));
  });

  it("checks an order's prices and quantity, placed, estimated and amended", async () => {
    const us = hkOrder({ market: 'US', stockCode: 'AAPL', quantity: 1 });
    const send = (path: string, order: object, method = 'POST') =>
      client(USER, method, path, order, `limits-${Math.random().toString(36).slice(2)}`);
    // At the maximum the order is the domain's to judge: far more than the account can pay.
    for (const path of ['/orders', '/orders/estimates']) {
      const atMaximum = await send(path, { ...us, price: maxPrice });
      expect(issuesOf(atMaximum), path).toEqual([]);
      const manyShares = await send(path, { ...us, price: '1', quantity: maxShareQuantity });
      expect(issuesOf(manyShares), path).toEqual([]);
      expect(issuesOf(await send(path, { ...us, price: overPrice })), path).toEqual(
        atMost('body.price', maxPrice),
      );
      expect(issuesOf(await send(path, { ...us, price: '1', quantity: overQuantity })), path).toEqual(
        atMost('body.quantity', maxShareQuantity),
      );
      const stop = { type: 'STOP_LOSS_LIMIT', triggerPrice: overPrice };
      expect(issuesOf(await send(path, { ...us, price: '1', condition: stop })), path).toEqual(
        atMost('body.condition.triggerPrice', maxPrice),
      );
    }
    for (const [field, value, maximum] of [
      ['price', overPrice, maxPrice],
      ['triggerPrice', overPrice, maxPrice],
      ['quantity', overQuantity, maxShareQuantity],
    ] as const) {
      const amended = await send('/orders/NO-SUCH-ORDER', { [field]: value }, 'PATCH');
      expect(issuesOf(amended), field).toEqual(atMost(`body.${field}`, maximum));
    }
  });

  it('takes an average cost up to the maximum price, and refuses more without a server error', async () => {
    const path = `/accounts/${ACCOUNT}/positions/HK/00700/cost`;
    const atMaximum = await client<{ averageCost: string }>(USER, 'PATCH', path, { averageCost: maxPrice });
    expect(atMaximum.body.code).toBe('OK');
    expect(atMaximum.body.data.averageCost).toBe(`${maxPrice}.000`);
    for (const averageCost of [overPrice, overflowing]) {
      const refused = await client(USER, 'PATCH', path, { averageCost });
      expect(refused.body.code, averageCost).toBe('E1000');
      expect(issuesOf(refused), averageCost).toEqual(atMost('body.averageCost', maxPrice));
    }
    // More decimals than the column keeps would be rounded away: refused rather than changed.
    const precise = await client(USER, 'PATCH', path, { averageCost: '300.1234567' });
    expect(issuesOf(precise)).toEqual(['body.averageCost: Wrong format.']);
  });
});

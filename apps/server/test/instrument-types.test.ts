import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { agreedSessionsFor, marketGet } from './support/market-data';
import { placeOrder } from './support/orders';
import { useTestServer } from './support/test-server';

// A broker's InstTypeHK / InstTypeMA / InstTypeMZ lists are what its clients may buy and find. Kowloon
// Securities offers only EQTY, ETF and REIT in Hong Kong (no warrants, no CBBCs); Lantau offers every type.

interface Listed {
  stockCode: string;
  instrumentType: string;
}

describe.each(testBackends)('instrument types a broker offers (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = agreedSessionsFor(server);
  const get = async <T>(userId: string, path: string, query: Record<string, string | number>) =>
    marketGet<T>(server.current, await sessionOf(userId), path, query);
  const hkOf = (type: string) => {
    const found = server.current.app.marketSimulator.instruments.find(
      (instrument) => instrument.market === 'HK' && instrument.type === type,
    );
    if (!found) throw new Error(`no HK ${type} in the universe`);
    return found;
  };
  const warrantOrder = (side: OrderRequest['side']): OrderRequest => {
    const warrant = hkOf('WRNT');
    return {
      accountNumber: 'KLN200101',
      market: 'HK',
      stockCode: warrant.code,
      side,
      orderType: 'LO',
      quantity: warrant.lotSize,
      price: warrant.referencePrice,
      timeInForce: 'DAY',
    };
  };

  it('refuses a buy of a type the broker does not offer, before anything is held; a sell is not refused for it', async () => {
    const session = await sessionOf('KLN2001');
    const buy = await placeOrder(server.current, session, warrantOrder('BUY'));
    expect(buy.body.code).toBe('E6001');
    expect(buy.body.data).toMatchObject({ reason: 'INSTRUMENT_TYPE_NOT_ALLOWED' });
    expect(buy.body.message).toBe(
      'Your broker does not offer this type of security. You can sell what you hold.',
    );
    // The estimate the ticket asks for says so too.
    const estimate = await signedCall<{ problems: string[] }>(
      server.current,
      session,
      'POST',
      '/api/orders/estimates',
      warrantOrder('BUY'),
    );
    expect(estimate.body.data.problems[0]).toBe('INSTRUMENT_TYPE_NOT_ALLOWED');
    // Selling is refused only for what the client does not hold, never for the type.
    const sell = await placeOrder(server.current, session, warrantOrder('SELL'));
    expect(sell.body.code).toBe('E6001');
    expect((sell.body.data as unknown as { problems: string[] }).problems).not.toContain(
      'INSTRUMENT_TYPE_NOT_ALLOWED',
    );
    const holds = await server.current.app.db
      .selectFrom('orders')
      .select('order_id')
      .where('user_id', '=', 'KLN2001')
      .execute();
    expect(holds).toEqual([]);
  });

  it('leaves types the broker does not offer out of search, the screener and the top lists', async () => {
    const warrant = hkOf('WRNT');
    const search = (userId: string) =>
      get<{ items: Listed[] }>(userId, '/stocks/search', { keyword: warrant.code, market: 'HK', limit: 100 });
    expect((await search('LTU1004')).body.data.items.map((item) => item.stockCode)).toContain(warrant.code);
    expect((await search('KLN2001')).body.data.items.map((item) => item.stockCode)).not.toContain(
      warrant.code,
    );

    for (const type of ['WRNT', 'CBBC']) {
      const tops = (userId: string) =>
        get<Listed[]>(userId, '/stocks/tops', {
          market: 'HK',
          instrumentType: type,
          sort: 'VOLUME',
          limit: 5,
        });
      expect((await tops('LTU1004')).body.data.length).toBeGreaterThan(0);
      expect((await tops('KLN2001')).body).toMatchObject({ code: 'OK', data: [] });
    }

    const screen = async (userId: string, query: Record<string, string | number> = {}) => {
      const answer = await get<{ total: number; rows: Listed[] }>(userId, '/stocks/screeners', {
        market: 'HK',
        // The screener needs one condition: any price above nothing.
        nominalFrom: '0.001',
        limit: 100,
        ...query,
      });
      expect(answer.body.code).toBe('OK');
      return answer.body.data;
    };
    expect((await screen('LTU1004', { instrumentType: 'WRNT' })).total).toBeGreaterThan(0);
    expect((await screen('KLN2001', { instrumentType: 'WRNT' })).total).toBe(0);
    const offered = new Set(['EQTY', 'ETF', 'REIT']);
    for (let offset = 0, total = 1; offset < total; offset += 100) {
      const page = await screen('KLN2001', { offset });
      total = page.total;
      expect(page.rows.filter((row) => !offered.has(row.instrumentType))).toEqual([]);
    }
    // A quote asked by code is still served: a client may hold what the broker no longer offers.
    expect(
      (await get('KLN2001', '/snapshots/details', { market: 'HK', stockCode: warrant.code })).body.code,
    ).toBe('OK');
  });
});

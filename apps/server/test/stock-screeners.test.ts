import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  getScreenerResults,
  maxScreenersPerUser,
  screenerSchema,
  type Quote,
  type Screener,
  type ScreenerResult,
} from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig } from './support/identity';
import { marketGet } from './support/market-data';
import { useTestServer } from './support/test-server';

type Results = { total: number; delayed: boolean; rows: ScreenerResult[] };

describe.each(testBackends)('stock screener (%s)', (backend) => {
  // The market stands still on an injected clock: results and the snapshots they are checked against agree.
  let marketNow = Date.now();
  const server = useTestServer(backend, { ...identityConfig, marketTimeSource: () => marketNow });
  const { client, sessionOf } = apiCallers(server);
  const save = (userId: string, body: unknown, key: string) =>
    client<Screener>(userId, 'POST', '/stocks/screeners', body, key);
  const list = async (userId: string) => {
    const { body } = await client<Screener[]>(userId, 'GET', '/stocks/screeners');
    expect(body.code).toBe('OK');
    return body.data;
  };
  const results = async (userId: string, query: Record<string, string | number>) => {
    const { body } = await marketGet<Results>(
      server.current,
      await sessionOf(userId),
      '/stocks/screeners',
      query,
    );
    expect(body.code, JSON.stringify(body)).toBe('OK');
    return getScreenerResults.data.parse(body.data);
  };

  describe('strategies', () => {
    const rising = { name: 'Rising HK', market: 'HK', chpFrom: '0.01', volumeFrom: 1000 };

    it('are saved once per Idempotency-Key; the same key with another body is refused', async () => {
      const first = await save('LTU1094', rising, 'screen-key-0001');
      expect(first.body.code).toBe('OK');
      const saved = screenerSchema.parse(first.body.data);
      expect(saved).toMatchObject({ name: 'Rising HK', market: 'HK', chpFrom: '0.01', volumeFrom: 1000 });
      const retry = await save('LTU1094', rising, 'screen-key-0001');
      expect(retry.body).toMatchObject({ code: 'OK', data: { screenerID: saved.screenerID } });
      const other = await save('LTU1094', { ...rising, chpFrom: '0.02' }, 'screen-key-0001');
      expect(other.body.code).toBe('E1020');
      expect((await save('LTU1094', { ...rising, name: 'No key' }, '')).body.code).toBe('E1020');
      const missing = await client('LTU1094', 'POST', '/stocks/screeners', { ...rising, name: 'None' });
      expect(missing.body.code).toBe('E1020');
      expect((await list('LTU1094')).map((screener) => screener.name)).toEqual(['Rising HK']);
    });

    it('refuse empty or reversed conditions, values out of range, and missing, wide or taken names', async () => {
      const refused = async (body: unknown, code: string, field?: string) => {
        const response = await save('LTU1094', body, `bad-${Math.random().toString(36).slice(2, 12)}`);
        expect(response.body.code, JSON.stringify(body)).toBe(code);
        if (field) expect(JSON.stringify(response.body.data)).toContain(field);
      };
      await refused({ name: 'Empty', market: 'HK' }, 'E1000', 'nominalFrom');
      await refused(
        { name: 'Reversed', market: 'HK', nominalFrom: '20', nominalTo: '10' },
        'E1000',
        'nominalTo',
      );
      await refused({ name: 'Zero', market: 'HK', nominalFrom: '0' }, 'E1000', 'nominalFrom');
      await refused({ name: 'Negative volume', market: 'HK', volumeFrom: -5 }, 'E1000', 'volumeFrom');
      // Percents travel divided by 100: -100% is the floor, +1000% the ceiling.
      await refused({ name: 'Too low', market: 'HK', chpFrom: '-1.5' }, 'E1000', 'chpFrom');
      await refused({ name: 'Too high', market: 'HK', chpYTDTo: '11' }, 'E1000', 'chpYTDTo');
      await refused({ market: 'HK', nominalFrom: '1' }, 'E1000', 'name');
      await refused({ name: '   ', market: 'HK', nominalFrom: '1' }, 'E1000', 'name');
      await refused({ name: '一二三四五六七八九十十', market: 'HK', nominalFrom: '1' }, 'E9044');
      await refused({ name: 'Rising HK', market: 'HK', nominalFrom: '1' }, 'E9041');
      const negative = await save(
        'LTU1094',
        { name: 'Fallers', market: 'HK', chpTo: '-0.02' },
        'screen-key-0002',
      );
      expect(negative.body).toMatchObject({ code: 'OK', data: { chpTo: '-0.02' } });
    });

    it('are renamed and changed by their owner only, and others never see them', async () => {
      const [mine] = await list('LTU1094');
      expect(await list('LTU1004')).toEqual([]);
      const path = `/stocks/screeners/${mine!.screenerID}`;
      const foreign = await client('LTU1004', 'PATCH', path, { name: 'Stolen' });
      expect(foreign.body.code).toBe('E9040');
      expect((await client('LTU1004', 'DELETE', path)).body.code).toBe('E9040');

      const renamed = await client<Screener>('LTU1094', 'PATCH', path, { name: '升幅策略' });
      expect(renamed.body).toMatchObject({ code: 'OK', data: { name: '升幅策略', chpFrom: '0.01' } });
      const taken = await client('LTU1094', 'PATCH', path, { name: 'Fallers' });
      expect(taken.body.code).toBe('E9041');
      const changed = await client<Screener>('LTU1094', 'PATCH', path, {
        conditions: { market: 'US', instrumentType: 'EQTY', nominalFrom: '10', nominalTo: '500' },
      });
      expect(changed.body.code).toBe('OK');
      expect(changed.body.data).toMatchObject({ name: '升幅策略', market: 'US', nominalTo: '500' });
      // The whole set is replaced: the old percent and volume conditions are gone.
      expect(changed.body.data).not.toHaveProperty('chpFrom');
      expect(changed.body.data).not.toHaveProperty('volumeFrom');
      const reversed = await client('LTU1094', 'PATCH', path, {
        conditions: { market: 'US', volumeFrom: 10, volumeTo: 5 },
      });
      expect(reversed.body.code).toBe('E1000');
    });

    it('are deleted, and a late retry of a deleted one does not bring it back', async () => {
      const [mine] = await list('LTU1094');
      const path = `/stocks/screeners/${mine!.screenerID}`;
      expect((await client('LTU1094', 'DELETE', path)).body.code).toBe('OK');
      expect((await client('LTU1094', 'DELETE', path)).body.code).toBe('E9040');
      expect((await save('LTU1094', rising, 'screen-key-0001')).body.code).toBe('E9040');
      expect((await list('LTU1094')).map((screener) => screener.name)).toEqual(['Fallers']);
    });

    it(`are at most ${maxScreenersPerUser} per client`, async () => {
      for (let index = (await list('LTU1005')).length; index < maxScreenersPerUser; index += 1) {
        const made = await save(
          'LTU1005',
          { name: `S${index}`, market: 'HK', nominalFrom: '1' },
          `cap-key-${index}`,
        );
        expect(made.body.code).toBe('OK');
      }
      const over = await save(
        'LTU1005',
        { name: 'One more', market: 'HK', nominalFrom: '1' },
        'cap-key-over',
      );
      expect(over.body.code).toBe('E9042');
    });
  });

  describe('results against the universe', () => {
    /** Every instrument of the market as custom snapshots show it to `userId`, 100 codes at a time. */
    const universe = async (userId: string, market: string): Promise<Quote[]> => {
      const codes = server.current.app.marketSimulator.instruments
        .filter((instrument) => instrument.market === market)
        .map((instrument) => instrument.code);
      const quotes: Quote[] = [];
      for (let start = 0; start < codes.length; start += 100) {
        const { body } = await marketGet<Quote[]>(
          server.current,
          await sessionOf(userId),
          '/snapshots/customs',
          {
            market,
            stockCode: codes.slice(start, start + 100).join(','),
            quoteType: 'BASIC',
          },
        );
        expect(body.code).toBe('OK');
        quotes.push(...body.data);
      }
      return quotes;
    };
    /** A range test written apart from the server's: percents shown in quotes compared as percents. */
    const within = (value: string | number | null, from?: number, to?: number) =>
      value !== null &&
      (from === undefined || new Decimal(value).gte(from)) &&
      (to === undefined || new Decimal(value).lte(to));

    const filters: {
      name: string;
      query: Record<string, string | number>;
      expected: (quote: Quote) => boolean;
    }[] = [
      {
        name: 'rising stocks over 1%',
        query: { market: 'HK', instrumentType: 'EQTY', chpFrom: '0.01' },
        expected: (quote) => quote.instrumentType === 'EQTY' && within(quote.changePct, 1),
      },
      {
        name: 'falling, any type',
        query: { market: 'HK', chpTo: '-0.005' },
        expected: (quote) => within(quote.changePct, undefined, -0.5),
      },
      {
        name: 'a price band with turnover',
        query: { market: 'HK', nominalFrom: '5', nominalTo: '200', turnoverFrom: '1000000' },
        expected: (quote) => within(quote.nominal, 5, 200) && within(quote.turnover, 1_000_000),
      },
      {
        name: 'month and year changes with volume',
        query: { market: 'HK', chpMTDFrom: '-0.1', chpMTDTo: '0.1', chpYTDFrom: '-0.5', volumeFrom: 10000 },
        expected: (quote) =>
          within(quote.changePctMTD, -10, 10) &&
          within(quote.changePctYTD, -50) &&
          within(quote.volume, 10000),
      },
      {
        // The US may be closed (no nominal yet): the year's change runs from the previous close then.
        name: 'US stocks down no more than 100% this year',
        query: { market: 'US', instrumentType: 'EQTY', chpYTDFrom: '-1' },
        expected: (quote) => quote.instrumentType === 'EQTY' && quote.changePctYTD !== null,
      },
    ];

    it.each(filters)('$name: exactly the instruments whose snapshots meet the conditions', async (filter) => {
      const market = String(filter.query.market);
      const expected = (await universe('LTU1004', market))
        .filter(filter.expected)
        .map((quote) => quote.stockCode);
      const found = await results('LTU1004', {
        ...filter.query,
        sort: 'stockCode',
        order: 'asc',
        limit: 100,
      });
      expect(found.delayed).toBe(false);
      expect(found.total).toBe(expected.length);
      const all: string[] = [];
      for (let offset = 0; offset < found.total; offset += 100) {
        const page = await results('LTU1004', {
          ...filter.query,
          sort: 'stockCode',
          order: 'asc',
          limit: 100,
          offset,
        });
        all.push(...page.rows.map((row) => row.stockCode));
      }
      expect(all).toEqual([...expected].sort());
      // A filter that finds nothing would prove nothing.
      expect(expected.length, filter.name).toBeGreaterThan(0);
    });

    it('rows carry the snapshot values; a delayed client sees them 15 minutes late', async () => {
      // Trade on for a minute so the delayed view differs from the live one.
      const simulator = server.current.app.marketSimulator;
      for (let second = 0; second < 60; second += 1) {
        marketNow += 1000;
        simulator.advanceTo(marketNow);
      }
      for (const userId of ['LTU1004', 'LTU1005']) {
        const quotes = new Map((await universe(userId, 'HK')).map((quote) => [quote.stockCode, quote]));
        const found = await results(userId, { market: 'HK', volumeFrom: 1, sort: 'turnover', limit: 30 });
        expect(found.delayed).toBe(userId === 'LTU1005');
        expect(found.rows.length).toBeGreaterThan(0);
        for (const row of found.rows) {
          const quote = quotes.get(row.stockCode)!;
          expect(row).toMatchObject({
            nominal: quote.nominal,
            change: quote.change,
            changePct: quote.changePct,
            changePctMTD: quote.changePctMTD,
            changePctYTD: quote.changePctYTD,
            volume: quote.volume,
            turnover: quote.turnover,
            name: quote.name,
          });
        }
      }
    });

    it('sort by each column either way, values missing last, and pages that tile the whole', async () => {
      const query = { market: 'HK', nominalFrom: '0.001' };
      const columns = ['nominal', 'changePct', 'changePctYTD', 'volume', 'turnover'] as const;
      for (const sort of columns) {
        for (const order of ['asc', 'desc'] as const) {
          const { rows, total } = await results('LTU1004', { ...query, sort, order, limit: 100 });
          const values = rows
            .map((row) => row[sort])
            .filter((value) => value !== null)
            .map(Number);
          const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
          expect(values, `${sort} ${order}`).toEqual(sorted);
          const firstNull = rows.findIndex((row) => row[sort] === null);
          if (firstNull >= 0) expect(rows.slice(firstNull).every((row) => row[sort] === null)).toBe(true);
          expect(rows.length).toBe(Math.min(100, total));
        }
      }
      const whole = await results('LTU1004', { ...query, sort: 'volume', order: 'desc', limit: 100 });
      const paged: string[] = [];
      for (let offset = 0; offset < Math.min(whole.total, 100); offset += 7) {
        const page = await results('LTU1004', { ...query, sort: 'volume', order: 'desc', limit: 7, offset });
        expect(page.total).toBe(whole.total);
        paged.push(...page.rows.map((row) => row.stockCode));
      }
      expect(paged.slice(0, whole.rows.length)).toEqual(whole.rows.map((row) => row.stockCode));
      const beyond = await results('LTU1004', { ...query, offset: whole.total + 5 });
      expect(beyond).toMatchObject({ total: whole.total, rows: [] });
    });

    it('refuse empty conditions and unknown markets', async () => {
      const session = await sessionOf('LTU1004');
      const empty = await marketGet(server.current, session, '/stocks/screeners', { market: 'HK' });
      expect(empty.body.code).toBe('E1000');
      const unknown = await marketGet(server.current, session, '/stocks/screeners', {
        market: 'XX',
        volumeFrom: 1,
      });
      expect(unknown.body.code).toBe('E1004');
    });
  });
});

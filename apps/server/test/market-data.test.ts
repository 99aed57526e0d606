import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  accountQuotePlanSchema,
  getCandles,
  getChangeDistribution,
  getExchangeParticipants,
  getIndices,
  getMarketStatuses,
  getSnapshotCustoms,
  getSnapshotDetails,
  getStockTops,
  quoteSchema,
  searchStocks,
  type AccountQuotePlan,
  type Quote,
} from '@lantau/contract';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { marketGet, sessionsFor, type Snapshot } from './support/market-data';
import { useTestServer } from './support/test-server';

const FIFTEEN_MINUTES = 15 * 60_000;

describe.each(testBackends)('market data (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const sessionOf = sessionsFor(server);
  const get = async <T>(userId: string, path: string, query: Record<string, string | number>) =>
    marketGet<T>(server.current, await sessionOf(userId), path, query);
  const details = (userId: string, query: Record<string, string>) =>
    get<Snapshot>(userId, '/snapshots/details', query);
  /** As an operator tool would: the change, then its announcement, so the server's copy of the plans goes. */
  const setPlan = async (
    userId: string,
    market: string,
    plan: Quote['feedPlan'],
    clicks: number | null = null,
  ) => {
    await server.current.app.db
      .updateTable('quote_plans')
      .set({ plan, clicks_remaining: clicks })
      .where('user_id', '=', userId)
      .where('market', '=', market)
      .execute();
    await server.current.app.bus.publish({ type: 'quote-plans-changed', userId });
  };

  describe('snapshot details under each plan', () => {
    it('LEVEL2: live, 10 levels a side, the HK broker queue and recent trades', async () => {
      const before = Date.now();
      const { body } = await details('LTU1004', { market: 'HK', stockCode: '00700' });
      expect(body.code).toBe('OK');
      const quote = getSnapshotDetails.data.parse(body.data);
      expect(quote).toMatchObject({
        stockCode: '00700',
        feedPlan: 'LEVEL2',
        delayed: false,
        simulated: true,
        clicksRemaining: null,
        name: { en_US: expect.stringMatching(/tencent/i) },
      });
      expect(quote.bids).toHaveLength(10);
      expect(quote.asks).toHaveLength(10);
      expect(quote.bidBrokers.length + quote.askBrokers.length).toBeGreaterThan(0);
      expect(quote.bidBrokers.length).toBeLessThanOrEqual(40);
      expect(quote.trades.length).toBeLessThanOrEqual(20);
      // Live: at most a few seconds old (the simulator stamps the last change).
      expect(quote.updateTime).toBeGreaterThan(before - 10_000);
      expect(quote.updateTime).toBeLessThanOrEqual(Date.now());
      expect(quote.equity).toMatchObject({ eps: expect.any(String), marketCap: expect.any(String) });
      expect(Number(quote.previousClose)).toBeGreaterThan(0);
      expect(quote.previousClose).toMatch(/^\d+\.\d{3,}$/);
    });

    it('LEVEL2 outside HK: 10 levels, no broker queue', async () => {
      const { body } = await details('LTU1004', { market: 'US', stockCode: 'AAPL' });
      const quote = getSnapshotDetails.data.parse(body.data);
      expect(quote.bids).toHaveLength(10);
      expect([quote.bidBrokers, quote.askBrokers]).toEqual([[], []]);
    });

    it('DELAYED: exactly 15 minutes old, one level, no broker queue, no click', async () => {
      const before = Date.now();
      const { body } = await details('LTU1005', { market: 'HK', stockCode: '700' });
      const after = Date.now();
      const quote = getSnapshotDetails.data.parse(body.data);
      expect(quote).toMatchObject({
        stockCode: '00700',
        feedPlan: 'DELAYED',
        delayed: true,
        clicksRemaining: null,
      });
      expect(quote.updateTime).toBeGreaterThanOrEqual(before - FIFTEEN_MINUTES);
      expect(quote.updateTime).toBeLessThanOrEqual(after - FIFTEEN_MINUTES);
      expect(quote.bids.length).toBeLessThanOrEqual(1);
      expect(quote.asks.length).toBeLessThanOrEqual(1);
      expect([quote.bidBrokers, quote.askBrokers]).toEqual([[], []]);
    });

    it('LEVEL1 is served on the web as DELAYED', async () => {
      await setPlan('LTU1005', 'US', 'LEVEL1');
      const { body } = await details('LTU1005', { market: 'US', stockCode: 'AAPL' });
      expect(body.data).toMatchObject({ feedPlan: 'DELAYED', delayed: true, bidBrokers: [] });
      expect(body.data.bids.length).toBeLessThanOrEqual(1);
      await setPlan('LTU1005', 'US', 'DELAYED');
    });

    it('CLICK: live with one level, a click per snapshot, E3002 (upgrade) at zero', async () => {
      const first = await details('LTU1006', { market: 'HK', stockCode: '00005' });
      expect(first.body.code).toBe('OK');
      const quote = getSnapshotDetails.data.parse(first.body.data);
      expect(quote).toMatchObject({ feedPlan: 'CLICK', delayed: false, clicksRemaining: 29, bidBrokers: [] });
      expect(quote.bids.length).toBeLessThanOrEqual(1);

      // Outside HK the same client is on DELAYED: no clicks there.
      const us = await details('LTU1006', { market: 'US', stockCode: 'AAPL' });
      expect(us.body.data).toMatchObject({ feedPlan: 'DELAYED', clicksRemaining: null });

      await setPlan('LTU1006', 'HK', 'CLICK', 3);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => details('LTU1006', { market: 'HK', stockCode: '00700' })),
      );
      const codes = answers.map((answer) => answer.body.code).sort();
      expect(codes).toEqual(['E3002', 'E3002', 'E3002', 'E3002', 'E3002', 'OK', 'OK', 'OK']);
      expect(
        answers
          .filter((a) => a.body.code === 'OK')
          .map((a) => a.body.data.clicksRemaining)
          .sort(),
      ).toEqual([0, 1, 2]);
      const spent = await details('LTU1006', { market: 'HK', stockCode: '00700' });
      expect(spent.body).toMatchObject({ code: 'E3002', message: expect.stringMatching(/upgrade/i) });
      expect((await plansOf('LTU1006')).find((plan) => plan.market === 'HK')?.clicksRemaining).toBe(0);
      await setPlan('LTU1006', 'HK', 'CLICK', 30);
    });

    it('feedPlan can ask for less than the plan, never more', async () => {
      const cheaper = await details('LTU1004', { market: 'HK', stockCode: '00700', feedPlan: 'DELAYED' });
      expect(cheaper.body.data).toMatchObject({ feedPlan: 'DELAYED', delayed: true, bidBrokers: [] });
      const more = await details('LTU1005', { market: 'HK', stockCode: '00700', feedPlan: 'LEVEL2' });
      expect(more.body.data).toMatchObject({ feedPlan: 'DELAYED', delayed: true });
      expect(more.body.data.bids.length).toBeLessThanOrEqual(1);
      // A click client asking for delayed data spends nothing.
      const before = (await details('LTU1006', { market: 'HK', stockCode: '00700' })).body.data
        .clicksRemaining;
      const free = await details('LTU1006', { market: 'HK', stockCode: '00700', feedPlan: 'DELAYED' });
      expect(free.body.data).toMatchObject({ feedPlan: 'DELAYED', clicksRemaining: null });
      const after = (await details('LTU1006', { market: 'HK', stockCode: '00700' })).body.data
        .clicksRemaining;
      expect(after).toBe((before ?? 0) - 1);
    });

    it('answers E3001 for an unknown code, E3003 for a market without quotes, E1004 for no market', async () => {
      expect((await details('LTU1004', { market: 'HK', stockCode: '99999' })).body.code).toBe('E3001');
      // Victoria trades HK and the A and B shares, not the US; nobody simulates Australia.
      expect((await details('VIC3001', { market: 'US', stockCode: 'AAPL' })).body.code).toBe('E3003');
      expect((await details('LTU1004', { market: 'AU', stockCode: 'BHP' })).body.code).toBe('E3003');
      expect((await details('LTU1004', { market: 'MOON', stockCode: '00700' })).body.code).toBe('E1004');
    });

    it('fills warrant data with premium and gearing', async () => {
      const search = await get<{ items: { stockCode: string; instrumentType: string }[] }>(
        'LTU1004',
        '/stocks/search',
        { keyword: '0', market: 'HK', limit: 100 },
      );
      const all = await get<Quote[]>('LTU1004', '/stocks/tops', {
        market: 'HK',
        instrumentType: 'WRNT',
        sort: 'VOLUME',
        limit: 1,
      });
      expect(search.body.code).toBe('OK');
      const code = (all.body.data as unknown as { stockCode: string }[])[0]?.stockCode;
      expect(code).toBeDefined();
      const { body } = await details('LTU1004', { market: 'HK', stockCode: code ?? '' });
      expect(body.data.instrumentType).toBe('WRNT');
      expect(body.data.warrant).toMatchObject({
        kind: expect.stringMatching(/CALL|PUT/),
        strike: expect.any(String),
        premium: expect.stringMatching(/^-?\d+\.\d{2}$/),
        gearing: expect.stringMatching(/^\d+\.\d{2}$/),
      });
      expect(body.data.equity).toBeNull();
    });
  });

  describe('custom snapshots', () => {
    it('give the groups asked for, live on LEVEL2 and delayed otherwise, spending no clicks', async () => {
      const basic = await get<Quote[]>('LTU1004', '/snapshots/customs', {
        market: 'HK',
        stockCode: '00700,00005,9988',
        quoteType: 'BASIC',
      });
      const quotes = getSnapshotCustoms.data.parse(basic.body.data);
      expect(quotes.map((quote) => quote.stockCode)).toEqual(['00700', '00005', '09988']);
      expect(quotes.every((quote) => quote.bids.length === 0 && quote.trades.length === 0)).toBe(true);
      expect(quotes.every((quote) => !quote.delayed)).toBe(true);

      const depth = await get<Quote[]>('LTU1004', '/snapshots/customs', {
        market: 'HK',
        stockCode: '00700',
        quoteType: 'BASIC,DEPTH,BROKERS',
      });
      expect(depth.body.data[0]?.bids).toHaveLength(10);

      const clicksBefore = (await plansOf('LTU1006')).find((plan) => plan.market === 'HK')?.clicksRemaining;
      const click = await get<Quote[]>('LTU1006', '/snapshots/customs', { market: 'HK', stockCode: '00700' });
      expect(click.body.data[0]).toMatchObject({ delayed: true, feedPlan: 'DELAYED', bidBrokers: [] });
      const clicksAfter = (await plansOf('LTU1006')).find((plan) => plan.market === 'HK')?.clicksRemaining;
      expect(clicksAfter).toBe(clicksBefore);

      expect(
        (await get('LTU1004', '/snapshots/customs', { market: 'HK', stockCode: '00700,99999' })).body.code,
      ).toBe('E3001');
      const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1).padStart(5, '0')).join(',');
      expect(
        (await get('LTU1004', '/snapshots/customs', { market: 'HK', stockCode: tooMany })).body.code,
      ).toBe('E1000');
    });
  });

  describe('lists', () => {
    it('search finds codes and names in the three languages, 3 at first and up to 100', async () => {
      const search = async (query: Record<string, string | number>) => {
        const { body } = await get('LTU1004', '/stocks/search', query);
        expect(body.code).toBe('OK');
        return searchStocks.data.parse(body.data);
      };
      const byCode = await search({ keyword: '700', market: 'HK' });
      expect(byCode.items[0]?.stockCode).toBe('00700');
      expect(byCode.items.length).toBeLessThanOrEqual(3);
      for (const keyword of ['tencent', '騰訊', '腾讯']) {
        const found = await search({ keyword });
        expect(
          found.items.map((item) => item.stockCode),
          keyword,
        ).toContain('00700');
      }
      const many = await search({ keyword: '0', limit: 100 });
      expect(many.items).toHaveLength(100);
      expect(many.total).toBeGreaterThan(100);
      expect((await search({ keyword: 'aapl' })).items[0]).toMatchObject({ market: 'US', stockCode: 'AAPL' });
      expect((await get('LTU1004', '/stocks/search', { keyword: '0', limit: 101 })).body.code).toBe('E1000');
      // Victoria's clients only find what they have quotes for (no US).
      const victoria = await get<{ items: { market: string }[] }>('VIC3001', '/stocks/search', {
        keyword: 'a',
        limit: 100,
      });
      expect(victoria.body.data.items.map((item) => item.market)).not.toContain('US');
      expect((await get('VIC3001', '/stocks/search', { keyword: 'AAPL', market: 'US' })).body.code).toBe(
        'E3003',
      );
    });

    it('tops are sorted by the chosen measure and filtered by type', async () => {
      const tops = async (sort: string, extra: Record<string, string> = {}) => {
        const { body } = await get('LTU1004', '/stocks/tops', { market: 'HK', sort, limit: 20, ...extra });
        expect(body.code).toBe('OK');
        return getStockTops.data.parse(body.data);
      };
      const pct = (row: { changePct: string | null }) => Number(row.changePct ?? -Infinity);
      const gainers = await tops('GAINERS');
      expect(gainers).toHaveLength(20);
      expect(gainers.map(pct)).toEqual([...gainers.map(pct)].sort((a, b) => b - a));
      const losers = await tops('LOSERS');
      const lost = losers.map((row) => Number(row.changePct ?? Infinity));
      expect(lost).toEqual([...lost].sort((a, b) => a - b));
      const volume = await tops('VOLUME', { instrumentType: 'ETF' });
      expect(volume.map((row) => row.volume)).toEqual(
        [...volume.map((row) => row.volume)].sort((a, b) => b - a),
      );
      expect(volume.every((row) => row.instrumentType === 'ETF' && !row.delayed)).toBe(true);
      const turnover = await tops('TURNOVER');
      const amounts = turnover.map((row) => Number(row.turnover));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const delayed = await get('LTU1005', '/stocks/tops', { market: 'HK', sort: 'GAINERS' });
      expect((delayed.body.data as { delayed: boolean }[]).every((row) => row.delayed)).toBe(true);
    });

    it('candles exist for every period right after start, with at least a year of days', async () => {
      for (const period of ['intraday', '1m', '5m', '15m', '30m', '60m', 'day', 'week', 'month']) {
        const { body } = await get('LTU1004', '/stocks/candles', {
          market: 'HK',
          stockCode: '00700',
          period,
          limit: 300,
        });
        expect(body.code, period).toBe('OK');
        const data = getCandles.data.parse(body.data);
        expect(data.candles.length, period).toBeGreaterThan(0);
        expect(data.delayed).toBe(false);
        const times = data.candles.map((candle) => candle.time);
        expect(times, period).toEqual([...times].sort((a, b) => a - b));
      }
      const days = await get<{ candles: unknown[] }>('LTU1004', '/stocks/candles', {
        market: 'HK',
        stockCode: '00700',
        period: 'day',
        limit: 2000,
      });
      expect(days.body.data.candles.length).toBeGreaterThanOrEqual(240);

      const delayed = await get<{ delayed: boolean; candles: { time: number }[] }>(
        'LTU1005',
        '/stocks/candles',
        { market: 'HK', stockCode: '00700', period: 'day', limit: 10 },
      );
      expect(delayed.body.data.delayed).toBe(true);
      expect(delayed.body.data.candles.at(-1)?.time).toBeLessThanOrEqual(Date.now() - FIFTEEN_MINUTES);
    });

    it("names the broker queue's participants in English and Chinese: every firm queued for 00700 among them", async () => {
      const participants = getExchangeParticipants.data.parse(
        (await get('LTU1004', '/exchange-participants', {})).body.data,
      );
      expect(participants.find((participant) => participant.brokerId === '1799')?.name).toEqual({
        en_US: 'Futu Securities',
        zh_HK: '富途證券',
        zh_CN: '富途证券',
      });
      // A firm without a Chinese name keeps its English one in every language.
      expect(participants.find((participant) => participant.brokerId === '7428')?.name).toEqual({
        en_US: 'Livermore Holdings',
        zh_HK: 'Livermore Holdings',
        zh_CN: 'Livermore Holdings',
      });
      const quote = getSnapshotDetails.data.parse(
        (await details('LTU1004', { market: 'HK', stockCode: '00700' })).body.data,
      );
      const named = new Map(
        participants.map((participant) => [participant.brokerId, participant.name.en_US]),
      );
      const queued = [...quote.bidBrokers, ...quote.askBrokers].flatMap((entry) =>
        entry.kind === 'broker' ? [entry] : [],
      );
      expect(queued.length).toBeGreaterThan(0);
      for (const entry of queued) expect(named.get(entry.brokerId), entry.brokerId).toBe(entry.brokerName);
    });

    it('indices, the change distribution and the market statuses', async () => {
      const indices = getIndices.data.parse((await get('LTU1005', '/indices', {})).body.data);
      expect(indices.map((index) => index.code)).toContain('HSI');

      const { body } = await get('LTU1004', '/markets/change_distribution', { market: 'HK' });
      const distribution = getChangeDistribution.data.parse(body.data);
      const total = distribution.buckets.reduce((sum, bucket) => sum + bucket.count, 0);
      expect(total).toBe(distribution.up + distribution.down + distribution.flat);
      expect(total).toBeGreaterThan(100);
      expect(distribution.delayed).toBe(false);
      const delayed = await get('LTU1005', '/markets/change_distribution', { market: 'HK' });
      expect(delayed.body.data).toMatchObject({ delayed: true });

      // No session needed.
      const statuses = await server.current.call('/market-api/markets/statuses');
      const list = getMarketStatuses.data.parse(statuses.body.data);
      expect(list.map((status) => status.market)).toContain('HK');
      expect(list.every((status) => status.clock === 'demo')).toBe(true);
    });
  });

  const plansOf = async (userId: string) => {
    const session = await sessionOf(userId);
    const { body } = await signedCall<AccountQuotePlan[]>(
      server.current,
      session,
      'GET',
      `/api/users/${userId}/quote_plans`,
    );
    expect(body.code).toBe('OK');
    return body.data.map((plan) => accountQuotePlanSchema.parse(plan));
  };

  describe('quote plans', () => {
    it('lists a plan per market the broker supports', async () => {
      expect((await plansOf('LTU1001')).map(({ market, plan }) => [market, plan])).toEqual([
        ['HK', 'LEVEL2'],
        ['MA^MZ', 'DELAYED'],
        ['SS^SZ', 'DELAYED'],
        ['US', 'LEVEL2'],
        ['GB^GP', 'DELAYED'],
        ['JP', 'DELAYED'],
        ['SG^SI', 'DELAYED'],
      ]);
      expect((await plansOf('VIC3001')).map(({ market, plan }) => [market, plan])).toEqual([
        ['HK', 'LEVEL2'],
        ['MA^MZ', 'LEVEL2'],
        ['SS^SZ', 'LEVEL2'],
      ]);
      expect((await plansOf('LTU1006')).find((plan) => plan.market === 'HK')).toMatchObject({
        plan: 'CLICK',
        clicksRemaining: expect.any(Number),
        pendingApplication: null,
      });
    });

    it('records an application once per Idempotency-Key, and refuses what the plan already has', async () => {
      const session = await sessionOf('LTU1005');
      const apply = (body: unknown, key: string = randomUUID()) =>
        signedCall<AccountQuotePlan>(
          server.current,
          session,
          'POST',
          '/api/users/LTU1005/quote_plans/applications',
          body,
          { headers: { 'idempotency-key': key } },
        );
      const first = await apply({ market: 'HK', plan: 'LEVEL2' }, 'apply-key-1');
      expect(first.body.code).toBe('OK');
      expect(first.body.data).toMatchObject({
        market: 'HK',
        plan: 'DELAYED',
        pendingApplication: { plan: 'LEVEL2', applicationID: expect.any(String) },
      });
      const id = first.body.data.pendingApplication?.applicationID;
      const [again, concurrent, otherKey] = await Promise.all([
        apply({ market: 'HK', plan: 'LEVEL2' }, 'apply-key-1'),
        apply({ market: 'HK', plan: 'LEVEL2' }, 'apply-key-1'),
        apply({ market: 'HK', plan: 'LEVEL2' }, 'apply-key-2'),
      ]);
      for (const answer of [again, concurrent, otherKey]) {
        expect(answer.body.data.pendingApplication?.applicationID).toBe(id);
      }
      expect(
        (await plansOf('LTU1005')).find((plan) => plan.market === 'HK')?.pendingApplication,
      ).toMatchObject({
        applicationID: id,
      });
      const rows = await server.current.app.db
        .selectFrom('quote_plan_applications')
        .selectAll()
        .where('user_id', '=', 'LTU1005')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'PENDING', market: 'HK', plan: 'LEVEL2' });

      const level2 = await sessionOf('LTU1004');
      const refused = await signedCall(
        server.current,
        level2,
        'POST',
        '/api/users/LTU1004/quote_plans/applications',
        {
          market: 'HK',
          plan: 'LEVEL1',
        },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(refused.body.code).toBe('E3004');
      expect((await apply({ market: 'AU', plan: 'LEVEL2' })).body.code).toBe('E3003');
      expect((await apply({ market: 'MOON', plan: 'LEVEL2' })).body.code).toBe('E1004');
    });
  });

  it('every quote of the API satisfies the contract', async () => {
    const { body } = await details('LTU1004', { market: 'MA^MZ', stockCode: '600519' });
    expect(quoteSchema.safeParse(body.data).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { limits, type WatchlistGroup } from '@lantau/contract';
import { apiCallers } from './support/api-callers';
import { testBackends } from './support/backends';
import { identityConfig, signedCall } from './support/identity';
import { useTestServer } from './support/test-server';

type Groups = { groups: WatchlistGroup[] };

// Stocks the simulated exchange lists: enough Hong Kong codes to fill a group to its cap.
const { maxStocks, maxGroups } = limits.watchlist;

describe.each(testBackends)('watchlists (%s)', (backend) => {
  const server = useTestServer(backend, identityConfig);
  const { client, sessionOf } = apiCallers(server);
  const hkCodes = async (count: number) => {
    const { UNIVERSE } = await import('@lantau/exchange');
    const codes = UNIVERSE.filter((item) => item.market === 'HK').map((item) => item.code);
    expect(codes.length).toBeGreaterThanOrEqual(count);
    return codes.slice(0, count);
  };
  const inLanguage = async <T>(
    userId: string,
    language: string,
    method: string,
    path: string,
    body?: unknown,
  ) =>
    signedCall<T>(server.current, await sessionOf(userId), method, `/api${path}`, body, {
      headers: { 'x-lang': language },
    });
  const ok = <T>(answer: { body: { code: string; data: T } }): T => {
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('OK');
    return answer.body.data;
  };
  const create = (userId: string, name: string, colour = 'NONE') =>
    client<WatchlistGroup>(userId, 'POST', '/watchlists', { name, colour });
  const list = async (userId: string) => ok(await client<Groups>(userId, 'GET', '/watchlists')).groups;

  it('gives a new client one default group, named in the language of the first visit, once', async () => {
    const [first, second] = await Promise.all([
      inLanguage<Groups>('LTU1004', 'zh_HK', 'GET', '/watchlists'),
      inLanguage<Groups>('LTU1004', 'zh_HK', 'GET', '/watchlists'),
    ]);
    expect(ok(first).groups).toHaveLength(1);
    expect(ok(second).groups).toEqual(ok(first).groups);
    expect(ok(first).groups[0]).toMatchObject({ name: '自選股', colour: 'NONE', stocks: [] });
    expect(await list('LTU1004')).toHaveLength(1);
  });

  it('checks names: trimmed, at most 10 columns, unique case-insensitively, in the caller language', async () => {
    const made = ok(await create('LTU1004', '  Tech  ', 'RED'));
    expect(made).toMatchObject({ name: 'Tech', colour: 'RED', stocks: [] });

    expect((await create('LTU1004', 'TECH')).body.code).toBe('E9003');
    expect((await create('LTU1004', ' tech')).body.code).toBe('E9003');
    const refused = await inLanguage('LTU1004', 'zh_HK', 'POST', '/watchlists', { name: 'tEcH' });
    expect(refused.body).toMatchObject({ code: 'E9003', message: '你已有同名的自選股組別。' });

    expect((await create('LTU1004', '   ')).body.code).toBe('E9002');
    expect((await create('LTU1004', 'abcdefghijk')).body.code).toBe('E9002');
    expect((await create('LTU1004', '科技股組合甲')).body.code).toBe('E9002');
    expect(ok(await create('LTU1004', '科技股組合')).name).toBe('科技股組合');
    expect(ok(await create('LTU1004', 'abcdefghij')).name).toBe('abcdefghij');
    expect((await create('LTU1004', 'Banks', 'PURPLE')).body.code).toBe('E1000');
  });

  it('renames and recolours, keeping names unique but letting a group keep its own', async () => {
    const groups = await list('LTU1004');
    const tech = groups.find((group) => group.name === 'Tech')!;
    const path = `/watchlists/${tech.groupID}`;
    expect((await client('LTU1004', 'PATCH', path, { name: '科技股組合' })).body.code).toBe('E9003');
    expect((await client('LTU1004', 'PATCH', path, { name: 'x'.repeat(11) })).body.code).toBe('E9002');
    expect(ok(await client<WatchlistGroup>('LTU1004', 'PATCH', path, { name: ' TECH ' })).name).toBe('TECH');
    const blue = ok(await client<WatchlistGroup>('LTU1004', 'PATCH', path, { colour: 'BLUE' }));
    expect(blue).toMatchObject({ name: 'TECH', colour: 'BLUE' });
  });

  it('adds known stocks once, in order, and replaces the list to remove and reorder', async () => {
    const tech = (await list('LTU1004')).find((group) => group.name === 'TECH')!;
    const stocks = `/watchlists/${tech.groupID}/stocks`;
    ok(await client('LTU1004', 'POST', stocks, { market: 'HK', stockCode: '00700' }));
    const added = ok(
      await client<WatchlistGroup>('LTU1004', 'POST', stocks, { market: 'US', stockCode: 'AAPL' }),
    );
    expect(added.stocks.map((stock) => stock.stockCode)).toEqual(['00700', 'AAPL']);
    expect(added.stocks[0]).toMatchObject({ market: 'HK', currency: 'HKD', lotSize: expect.any(Number) });

    const again = await client('LTU1004', 'POST', stocks, { market: 'HK', stockCode: '00700' });
    expect(again.body).toMatchObject({ code: 'E9007', data: { market: 'HK', stockCode: '00700' } });
    expect((await client('LTU1004', 'POST', stocks, { market: 'HK', stockCode: '99999' })).body.code).toBe(
      'E9006',
    );
    expect((await client('LTU1004', 'POST', stocks, { market: 'AU', stockCode: '00700' })).body.code).toBe(
      'E9006',
    );

    const reordered = ok(
      await client<WatchlistGroup>('LTU1004', 'PUT', stocks, {
        stocks: [
          { market: 'US', stockCode: 'AAPL' },
          { market: 'HK', stockCode: '00700' },
          { market: 'HK', stockCode: '00005' },
        ],
      }),
    );
    expect(reordered.stocks.map((stock) => stock.stockCode)).toEqual(['AAPL', '00700', '00005']);
    const twice = await client('LTU1004', 'PUT', stocks, {
      stocks: [
        { market: 'HK', stockCode: '00005' },
        { market: 'HK', stockCode: '00005' },
      ],
    });
    expect(twice.body.code).toBe('E9007');
    const unknown = await client('LTU1004', 'PUT', stocks, {
      stocks: [{ market: 'HK', stockCode: '99999' }],
    });
    expect(unknown.body.code).toBe('E9006');
    // A refused list changes nothing.
    expect((await list('LTU1004')).find((group) => group.groupID === tech.groupID)!.stocks).toHaveLength(3);

    const removed = ok(
      await client<WatchlistGroup>('LTU1004', 'PUT', stocks, {
        stocks: [{ market: 'HK', stockCode: '00700' }],
      }),
    );
    expect(removed.stocks.map((stock) => stock.stockCode)).toEqual(['00700']);
  });

  it(`holds at most ${maxStocks} stocks, even when adds arrive together`, async () => {
    const group = ok(await create('LTU1004', 'Full'));
    const stocks = `/watchlists/${group.groupID}/stocks`;
    const codes = await hkCodes(maxStocks + 10);
    const refs = codes.map((stockCode) => ({ market: 'HK', stockCode }));
    expect((await client('LTU1004', 'PUT', stocks, { stocks: refs.slice(0, maxStocks + 1) })).body.code).toBe(
      'E9005',
    );
    ok(await client('LTU1004', 'PUT', stocks, { stocks: refs.slice(0, maxStocks - 10) }));

    const answers = await Promise.all(
      refs.slice(maxStocks - 10).map((ref) => client<WatchlistGroup>('LTU1004', 'POST', stocks, ref)),
    );
    const codesAnswered = answers.map((answer) => answer.body.code);
    expect(codesAnswered.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codesAnswered.filter((code) => code === 'E9005')).toHaveLength(10);
    const full = (await list('LTU1004')).find((candidate) => candidate.groupID === group.groupID)!;
    expect(full.stocks).toHaveLength(maxStocks);
    expect(new Set(full.stocks.map((stock) => stock.stockCode)).size).toBe(maxStocks);
  });

  it('orders groups as the client says, naming each once', async () => {
    const groups = await list('LTU1004');
    const ids = groups.map((group) => group.groupID);
    const reversed = [...ids].reverse();
    const answer = ok(await client<Groups>('LTU1004', 'PUT', '/watchlists/order', { groupIDs: reversed }));
    expect(answer.groups.map((group) => group.groupID)).toEqual(reversed);
    expect((await list('LTU1004')).map((group) => group.groupID)).toEqual(reversed);

    expect((await client('LTU1004', 'PUT', '/watchlists/order', { groupIDs: ids.slice(1) })).body.code).toBe(
      'E9008',
    );
    const doubled = [ids[0], ...ids.slice(0, -1)];
    expect((await client('LTU1004', 'PUT', '/watchlists/order', { groupIDs: doubled })).body.code).toBe(
      'E9008',
    );
  });

  it("keeps other clients' groups invisible and untouchable", async () => {
    const mine = ok(await create('LTU1004', 'Private'));
    const theirs = await list('LTU1005');
    expect(theirs.map((group) => group.groupID)).not.toContain(mine.groupID);
    // The same name is free for another client.
    ok(await create('LTU1005', 'private'));

    const path = `/watchlists/${mine.groupID}`;
    const stock = { market: 'HK', stockCode: '00005' };
    expect((await client('LTU1005', 'PATCH', path, { name: 'Mine' })).body.code).toBe('E9001');
    expect((await client('LTU1005', 'DELETE', path)).body.code).toBe('E9001');
    expect((await client('LTU1005', 'POST', `${path}/stocks`, stock)).body.code).toBe('E9001');
    expect((await client('LTU1005', 'PUT', `${path}/stocks`, { stocks: [stock] })).body.code).toBe('E9001');
    const ownIds = (await list('LTU1005')).map((group) => group.groupID);
    const withMine = { groupIDs: [...ownIds.slice(1), mine.groupID] };
    expect((await client('LTU1005', 'PUT', '/watchlists/order', withMine)).body.code).toBe('E9008');

    const after = (await list('LTU1004')).find((group) => group.groupID === mine.groupID)!;
    expect(after).toMatchObject({ name: 'Private', stocks: [] });
    expect((await client('LTU1004', 'PATCH', '/watchlists/no-such-group', { colour: 'RED' })).body.code).toBe(
      'E9001',
    );
  });

  it(`caps a client at ${maxGroups} groups, even when creates arrive together`, async () => {
    const have = (await list('LTU1005')).length;
    const attempts = await Promise.all(
      Array.from({ length: maxGroups - have + 3 }, (_, index) => create('LTU1005', `G${index}`)),
    );
    const codes = attempts.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(maxGroups - have);
    expect(codes.filter((code) => code === 'E9004')).toHaveLength(3);
    expect(await list('LTU1005')).toHaveLength(maxGroups);
  });

  it('deletes a group with its stocks, but never the last one', async () => {
    const groups = await list('LTU1004');
    const full = groups.find((group) => group.name === 'Full')!;
    const left = ok(await client<Groups>('LTU1004', 'DELETE', `/watchlists/${full.groupID}`)).groups;
    expect(left.map((group) => group.groupID)).not.toContain(full.groupID);
    expect(left).toHaveLength(groups.length - 1);
    expect((await client('LTU1004', 'DELETE', `/watchlists/${full.groupID}`)).body.code).toBe('E9001');
    // Its name is free again.
    ok(await create('LTU1004', 'full'));

    let remaining = await list('LTU1004');
    for (const group of remaining.slice(1))
      ok(await client('LTU1004', 'DELETE', `/watchlists/${group.groupID}`));
    remaining = await list('LTU1004');
    expect(remaining).toHaveLength(1);
    const last = await client('LTU1004', 'DELETE', `/watchlists/${remaining[0]!.groupID}`);
    expect(last.body.code).toBe('E9009');
  });

  it('answers only a logged-in client', async () => {
    const anonymous = await server.current.call<unknown>('/api/watchlists', { method: 'GET' });
    expect((anonymous.body as { code: string }).code).not.toBe('OK');
  });
});

import { describe, expect, it } from 'vitest';
import { currencyCodes, type Bank, type Currency, type TimeTable } from '@lantau/contract';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

describe.each(testBackends)('market reference data (%s)', (backend) => {
  const server = useTestServer(backend);
  const call = <T>(path: string, init?: RequestInit) => server.current.call<T>(path, init);

  it('lists every currency of the contract with names in three languages', async () => {
    const response = await call<Currency[]>('/api/markets/currencies');
    expect(response.body.code).toBe('OK');
    expect(response.body.data.map((currency) => currency.currency)).toEqual(currencyCodes);
    expect(response.body.data).toHaveLength(60);
    expect(response.body.data[0]).toEqual({
      currency: 'HKD',
      currencyNameEN: 'Hong Kong Dollar',
      currencyNameTC: '港元',
      currencyNameSC: '港元',
    });
    expect(response.body.data.find((currency) => currency.currency === 'JPY_FD')).toEqual({
      currency: 'JPY_FD',
      currencyNameEN: 'Japanese Yen Fixed Deposit',
      currencyNameTC: '日圓定期存款',
      currencyNameSC: '日元定期存款',
    });
  });

  it('lists the currencies of a caret market sent URL-encoded', async () => {
    const aShares = await call<Currency[]>('/api/markets/MA%5EMZ/available_currencies');
    expect(aShares.body.data.map((currency) => currency.currency)).toEqual(['CNY']);
    const bShares = await call<Currency[]>('/api/markets/SS%5ESZ/available_currencies');
    expect(bShares.body.data.map((currency) => currency.currency)).toEqual(['USD', 'HKD']);
    const hongKong = await call<Currency[]>('/api/markets/HK/available_currencies');
    expect(hongKong.body.data.map((currency) => currency.currency)).toEqual(['HKD', 'CNY', 'USD']);
  });

  it('answers E1004 for an unknown market, in the caller’s language', async () => {
    const response = await call('/api/markets/XX/available_currencies', { headers: { 'x-lang': 'zh_HK' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 'E1004',
      message: '不明的市場。',
      data: [{ path: 'params.market', message: '不是可接受的值。' }],
    });
  });

  it('lists Hong Kong banks with codes, SWIFT codes and FPS/eDDA flags', async () => {
    const response = await call<Bank[]>('/api/markets/banks');
    expect(response.body.data.length).toBeGreaterThanOrEqual(15);
    expect(response.body.data.find((bank) => bank.bankCode === '012')).toEqual({
      bankCode: '012',
      name: {
        en_US: 'Bank of China (Hong Kong) Limited',
        zh_HK: '中國銀行（香港）有限公司',
        zh_CN: '中国银行（香港）有限公司',
      },
      swiftCode: 'BKCHHKHH',
      fps: true,
      edda: true,
    });
    expect(response.body.data.some((bank) => !bank.edda)).toBe(true);
  });

  it('answers the time tables of a market and of one sub-market', async () => {
    const hongKong = await call<TimeTable[]>('/api/markets/time_tables?market=HK');
    expect(hongKong.body.data).toHaveLength(1);
    const [table] = hongKong.body.data;
    expect(table).toMatchObject({ market: 'HK', subMarket: 'HK', timeZone: 'Asia/Hong_Kong' });
    expect(table?.sessions[1]).toEqual({ kind: 'MORNING', start: '09:30', end: '12:00' });
    expect(table?.holidays).toEqual(expect.arrayContaining(['2026-02-17', '2026-12-25', '2027-10-01']));
    expect(table?.halfDays).toEqual([
      '2026-02-16',
      '2026-12-24',
      '2026-12-31',
      '2027-02-05',
      '2027-12-24',
      '2027-12-31',
    ]);

    const aShares = await call<TimeTable[]>('/api/markets/time_tables?market=MA%5EMZ');
    expect(aShares.body.data.map((entry) => entry.subMarket)).toEqual(['MA', 'MZ']);
    const shenzhen = await call<TimeTable[]>('/api/markets/time_tables?market=MA%5EMZ&subMarket=MZ');
    expect(shenzhen.body.data).toHaveLength(1);
    expect(shenzhen.body.data[0]?.timeZone).toBe('Asia/Shanghai');
    // Northbound closes when Hong Kong does: Easter Monday is a mainland trading day.
    expect(shenzhen.body.data[0]?.holidays).toContain('2026-04-07');

    const us = await call<TimeTable[]>('/api/markets/time_tables?market=US');
    expect(us.body.data[0]).toMatchObject({
      timeZone: 'America/New_York',
      halfDays: ['2026-11-27', '2026-12-24', '2027-11-26'],
    });
  });

  it('answers E1004 for an unknown market or a sub-market of another market', async () => {
    expect((await call('/api/markets/time_tables?market=ZZ')).body.code).toBe('E1004');
    const wrongSub = await call('/api/markets/time_tables?market=HK&subMarket=MZ');
    expect(wrongSub.body).toEqual({
      code: 'E1004',
      message: 'Unknown market.',
      data: [{ path: 'query.subMarket', message: 'Must be one of: HK.' }],
    });
    const missing = await call('/api/markets/time_tables');
    expect(missing.body).toMatchObject({
      code: 'E1000',
      data: [{ path: 'query.market', message: 'Required.' }],
    });
  });

  it('lists product lines, or one of them', async () => {
    const all = await call<{ prodLineCode: string }[]>('/api/markets/product_lines');
    expect(all.body.data.map((line) => line.prodLineCode)).toEqual(['SEC', 'IPO', 'GREY', 'FUND', 'FX']);
    const grey = await call('/api/markets/product_lines?prodLineCode=GREY');
    expect(grey.body.data).toEqual([
      {
        prodLineCode: 'GREY',
        name: { en_US: 'Grey market', zh_HK: '暗盤交易', zh_CN: '暗盘交易' },
        markets: ['HK'],
        currencies: ['HKD'],
      },
    ]);
    const unknown = await call('/api/markets/product_lines?prodLineCode=CRYPTO', {
      headers: { 'x-lang': 'zh_CN' },
    });
    expect(unknown.body).toEqual({
      code: 'E1006',
      message: '未知的产品线。',
      data: [{ path: 'query.prodLineCode', message: '必须是以下之一：SEC、IPO、GREY、FUND、FX。' }],
    });
  });
});

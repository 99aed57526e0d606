import type { z } from 'zod';
import {
  subMarketsOf,
  type ApiLanguage,
  type Bank,
  type Currency,
  type CurrencyCode,
  type MarketCode,
  type productLineSchema,
  type TimeTable,
} from '@lantau/contract';
import { localizedNameOf } from '../../platform/db/localized-name';
import { AppError } from '../../platform/http/app-error';
import { issueMessages } from '../../platform/i18n/server-messages';
import { cachedAsync } from '../../platform/shared/cached-async';
import type { MarketRepository } from './market-repository';

type ProductLine = z.infer<typeof productLineSchema>;

/**
 * Market reference data. It changes only with a release (through the seed), so each set is read from the
 * database once and kept in memory.
 */
export function createMarketService(repository: MarketRepository) {
  const currencies = cachedAsync(async (): Promise<Currency[]> => {
    const rows = await repository.listCurrencies();
    return rows.map((row) => ({
      currency: row.currency_code as CurrencyCode,
      currencyNameEN: row.name_en_us,
      currencyNameTC: row.name_zh_hk,
      currencyNameSC: row.name_zh_cn,
    }));
  });

  const currenciesByMarket = cachedAsync(async () => {
    const [all, rows] = await Promise.all([currencies(), repository.listMarketCurrencies()]);
    const byCode = new Map(all.map((currency) => [currency.currency, currency]));
    const byMarket = new Map<string, Currency[]>();
    for (const row of rows) {
      const currency = byCode.get(row.currency_code as CurrencyCode);
      if (currency) byMarket.set(row.market, [...(byMarket.get(row.market) ?? []), currency]);
    }
    return byMarket;
  });

  const banks = cachedAsync(async (): Promise<Bank[]> => {
    const rows = await repository.listBanks();
    return rows.map((row) => ({
      bankCode: row.bank_code,
      name: localizedNameOf(row),
      swiftCode: row.swift_code,
      fps: row.fps,
      edda: row.edda,
    }));
  });

  const productLines = cachedAsync(async (): Promise<ProductLine[]> => {
    const rows = await repository.listProductLines();
    return rows.map((row) => ({
      prodLineCode: row.prod_line_code as ProductLine['prodLineCode'],
      name: localizedNameOf(row),
      markets: row.markets as MarketCode[],
      currencies: row.currencies as CurrencyCode[],
    }));
  });

  const timeTables = cachedAsync(async (): Promise<TimeTable[]> => {
    const [tables, holidays] = await Promise.all([repository.listTimeTables(), repository.listHolidays()]);
    const daysOf = (table: (typeof tables)[number], halfDay: boolean) =>
      holidays
        .filter(
          (day) =>
            day.market === table.market && day.sub_market === table.sub_market && day.half_day === halfDay,
        )
        .map((day) => day.day);
    return tables.map((table) => ({
      market: table.market as MarketCode,
      subMarket: table.sub_market,
      timeZone: table.time_zone,
      sessions: table.sessions as TimeTable['sessions'],
      holidays: daysOf(table, false),
      halfDays: daysOf(table, true),
    }));
  });

  return {
    currencies,
    banks,

    async availableCurrencies(market: MarketCode): Promise<Currency[]> {
      return (await currenciesByMarket()).get(market) ?? [];
    },

    /** One market's time tables, or one sub-market's; a sub-market of another market is unknown (E1004). */
    async timeTables(market: MarketCode, subMarket: string | undefined, language: ApiLanguage) {
      const subMarkets = subMarketsOf(market);
      if (subMarket !== undefined && !subMarkets.includes(subMarket)) {
        throw new AppError('E1004', [
          { path: 'query.subMarket', message: issueMessages.oneOf(subMarkets, language) },
        ]);
      }
      return (await timeTables()).filter(
        (table) => table.market === market && (subMarket === undefined || table.subMarket === subMarket),
      );
    },

    async productLines(prodLineCode: ProductLine['prodLineCode'] | undefined): Promise<ProductLine[]> {
      return (await productLines()).filter(
        (line) => prodLineCode === undefined || line.prodLineCode === prodLineCode,
      );
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;

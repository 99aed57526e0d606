import {
  currencyReferences,
  hongKongBanks,
  marketSettlementCurrencies,
  marketTimeTables,
  productLines,
} from '@lantau/domain';
import { jsonb } from '../../platform/db/jsonb';
import { localizedNameColumns } from '../../platform/db/localized-name';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';
import { seedValuationData } from './valuation-seed';

/** Inserts the reference data rows that are missing; rows already there are left as they are. */
export async function seedReferenceData(db: Executor): Promise<void> {
  await insertMissing(
    db,
    'currencies',
    currencyReferences.map((currency, index) => ({
      currency_code: currency.code,
      ...localizedNameColumns(currency.name),
      sort_order: index,
    })),
  );

  await insertMissing(
    db,
    'market_currencies',
    Object.entries(marketSettlementCurrencies).flatMap(([market, currencies]) =>
      currencies.map((currency_code, sort_order) => ({ market, currency_code, sort_order })),
    ),
  );

  await insertMissing(
    db,
    'banks',
    hongKongBanks.map((bank) => ({
      bank_code: bank.bankCode,
      swift_code: bank.swiftCode,
      ...localizedNameColumns(bank.name),
      fps: bank.fps,
      edda: bank.edda,
    })),
  );

  await insertMissing(
    db,
    'product_lines',
    productLines.map((line, index) => ({
      prod_line_code: line.prodLineCode,
      ...localizedNameColumns(line.name),
      markets: jsonb([...line.markets]),
      currencies: jsonb([...line.currencies]),
      sort_order: index,
    })),
  );

  await insertMissing(
    db,
    'market_time_tables',
    marketTimeTables.map((table, index) => ({
      market: table.market,
      sub_market: table.subMarket,
      time_zone: table.timeZone,
      sessions: jsonb(table.sessions.map((session) => ({ ...session }))),
      sort_order: index,
    })),
  );

  const holidays = marketTimeTables.flatMap((table) => [
    ...table.holidays.map((day) => ({
      market: table.market,
      sub_market: table.subMarket,
      trade_date: day,
      half_day: false,
    })),
    ...table.halfDays.map((day) => ({
      market: table.market,
      sub_market: table.subMarket,
      trade_date: day,
      half_day: true,
    })),
  ]);
  await insertMissing(db, 'market_holidays', holidays);
  await seedValuationData(db);
}

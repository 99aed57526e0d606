import { describe, expect, it } from 'vitest';
import {
  bankSchema,
  currencyCodes,
  marketCodes,
  productLineSchema,
  subMarketsOf,
  timeTableSchema,
} from '@lantau/contract';
import {
  currencyReferences,
  hongKongBanks,
  marketSettlementCurrencies,
  marketTimeTables,
  productLines,
} from '@lantau/domain';

// The domain's reference data may not import the contract; this checks the two still agree.
describe('reference data against the contract', () => {
  it('names every contract currency, and no other', () => {
    expect(currencyReferences.map((currency) => currency.code)).toEqual(currencyCodes);
  });

  it('gives every contract market its currencies and a time table per sub-market', () => {
    expect(Object.keys(marketSettlementCurrencies).sort()).toEqual([...marketCodes].sort());
    for (const market of marketCodes) {
      const tables = marketTimeTables.filter((table) => table.market === market);
      expect(
        tables.map((table) => table.subMarket),
        market,
      ).toEqual(subMarketsOf(market));
      for (const table of tables) expect(timeTableSchema.safeParse(table).success, market).toBe(true);
    }
  });

  it('shapes banks and product lines as the API answers them', () => {
    for (const bank of hongKongBanks) expect(bankSchema.safeParse(bank).success, bank.bankCode).toBe(true);
    for (const line of productLines)
      expect(productLineSchema.safeParse(line).success, line.prodLineCode).toBe(true);
  });
});

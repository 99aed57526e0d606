import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Decimal } from 'decimal.js';
import type { JournalLeg, LedgerAsset } from '../../src/capabilities/ledger/ledger-types';
import type { Database } from '../../src/platform/db/schema';

/** Double entry holds: every asset's entries sum to zero over all accounts, house accounts included. */
export async function expectEveryAssetToSumToZero(db: Kysely<Database>): Promise<void> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['asset_key', sql<string>`sum(amount)`.as('total')])
    .groupBy('asset_key')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  expect(unbalanced).toEqual([]);
}

/** The two legs of moving an amount of an asset from one account to another (settling on `valueDate`, if given). */
export function moved(
  asset: LedgerAsset,
  amount: Decimal,
  from: string,
  to: string,
  valueDate?: string,
): JournalLeg[] {
  const settles = valueDate === undefined ? {} : { valueDate };
  return [
    { account: from, asset, amount: amount.negated(), ...settles },
    { account: to, asset, amount, ...settles },
  ];
}

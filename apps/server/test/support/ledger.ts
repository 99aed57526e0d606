import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { expect } from 'vitest';
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

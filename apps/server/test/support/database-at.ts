import { afterAll, beforeAll } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToExactly } from '../../src/platform/db/migrate';
import type { Database } from '../../src/platform/db/schema';
import { createTestDatabase, openTestDatabase, type Backend, type TestDatabase } from './backends';

/**
 * A fresh database of the backend's kind for one test file, brought to exactly the migrations named (as an
 * older release left it), so a test can fill it and migrate on. `current.db` is set before the tests run.
 */
export function useDatabaseAt(backend: Backend, migrations: string[], poolSize = 2) {
  const current = {} as { db: Kysely<Database> };
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    current.db = await openTestDatabase(database, poolSize);
    await migrateToExactly(current.db, migrations);
  });
  afterAll(async () => {
    await current.db?.destroy();
    await database?.drop();
  });
  return current;
}

/**
 * The broker LTU, the currencies named and its client U1, written by the columns these tables have had since
 * the first migration: what the accounts of a migration test hang on.
 */
export async function insertOldClient(db: Kysely<Database>, currencies: readonly string[]): Promise<void> {
  await sql`insert into brokers (broker_code, display_code, name_en_us, name_zh_hk, name_zh_cn, logo_path,
              primary_color, languages) values ('LTU', 'ltu', 'L', 'L', 'L', '/l.png', '#000', '["en_US"]')`.execute(
    db,
  );
  const currencyRows = currencies.map((code, index) => sql`(${code}, ${code}, ${code}, ${code}, ${index})`);
  await sql`insert into currencies (currency_code, name_en_us, name_zh_hk, name_zh_cn, sort_order)
            values ${sql.join(currencyRows)}`.execute(db);
  await sql`insert into users (user_id, broker_code, password_hash, name_en, name_zh, email, mobile_area_code,
              mobile_number, totp_secret) values ('U1', 'LTU', 'x', 'A', 'A', 'a@b.c', '+852', '1', 'S')`.execute(
    db,
  );
}

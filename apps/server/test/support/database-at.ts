import { afterAll, beforeAll } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateToExactly, migrationNames } from '../../src/platform/db/migrate';
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

/** The names of the migrations up to and including `last`, as a release that ended with it ran them. */
export function migrationsThrough(last: string): string[] {
  const end = migrationNames.indexOf(last);
  if (end < 0) throw new Error(`no migration ${last}`);
  return migrationNames.slice(0, end + 1);
}

/**
 * The rows every older schema's test data starts with, written in SQL that each schema since 0002 accepts:
 * broker LTU, its currencies, client U1 and the client's accounts (account number and type).
 */
export async function insertClient(
  db: Kysely<Database>,
  {
    currencies = ['HKD'],
    accounts = [['LTU900101', 'CASH']],
  }: { currencies?: string[]; accounts?: string[][] } = {},
): Promise<void> {
  await sql`insert into brokers (broker_code, display_code, name_en_us, name_zh_hk, name_zh_cn, logo_path,
              primary_color, languages) values ('LTU', 'LTU', 'L', 'L', 'L', '/l.png', '#000', '["en_US"]')`.execute(
    db,
  );
  for (const [order, currency] of currencies.entries()) {
    await sql`insert into currencies (currency_code, name_en_us, name_zh_hk, name_zh_cn, sort_order)
              values (${currency}, ${currency}, ${currency}, ${currency}, ${order})`.execute(db);
  }
  await sql`insert into users (user_id, broker_code, password_hash, name_en, name_zh, email, mobile_area_code,
              mobile_number, totp_secret) values ('U1', 'LTU', 'x', 'A', 'A', 'a@b.c', '+852', '1', 'S')`.execute(
    db,
  );
  for (const [accountNumber, type] of accounts) {
    await sql`insert into accounts (account_number, user_id, account_type)
              values (${accountNumber}, 'U1', ${type})`.execute(db);
  }
}

/**
 * Fund request F000001 of U1's account LTU900101 (after insertClient), with the Idempotency-Key that created it
 * kept as schemas before 0025 kept it (fund_idempotency_keys).
 */
export async function insertFundRequestBefore0025(
  db: Kysely<Database>,
  request: { type: string; amount: string; status: string; key: string },
): Promise<void> {
  await sql`insert into fund_requests (request_id, broker_code, user_id, account_number, type, currency_code,
              amount, status, details, business_date)
            values ('F000001', 'LTU', 'U1', 'LTU900101', ${request.type}, 'HKD', ${request.amount},
                    ${request.status}, '{}', '2026-01-05')`.execute(db);
  await sql`insert into fund_idempotency_keys (user_id, idempotency_key, request_hash, request_id)
            values ('U1', ${request.key}, 'h', 'F000001')`.execute(db);
}

import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import * as foundation from './migrations/0001-foundation';
import * as identity from './migrations/0002-identity';
import * as quotePlans from './migrations/0003-quote-plans';
import * as loginAttemptsPerAddress from './migrations/0004-login-attempts-per-address';

/** Every migration, in order. Names sort as they run; the database records which ones it has. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0003-quote-plans': quotePlans,
  '0004-login-attempts-per-address': loginAttemptsPerAddress,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest version; throws (and changes nothing further) if a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

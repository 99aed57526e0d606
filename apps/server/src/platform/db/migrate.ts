import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import * as foundation from './migrations/0001-foundation';
import * as identity from './migrations/0002-identity';
import * as quotePlans from './migrations/0003-quote-plans';
import * as retention from './migrations/0004-retention';
import * as loginAttemptsPerAddress from './migrations/0005-login-attempts-per-address';
import * as ledger from './migrations/0006-ledger';
import * as orders from './migrations/0007-orders';
import * as clientMessages from './migrations/0008-client-messages';
import * as exchangeReports from './migrations/0009-exchange-reports';
import * as backOffice from './migrations/0010-back-office';
import * as funds from './migrations/0011-funds';
import * as dividends from './migrations/0012-dividends';
import * as backOfficeQueues from './migrations/0014-back-office-queues';
import * as watchlists from './migrations/0015-watchlists';
import * as priceAlerts from './migrations/0016-price-alerts';
import * as stockScreeners from './migrations/0017-stock-screeners';
import * as messageCenter from './migrations/0018-message-center';
import * as userLanguage from './migrations/0019-user-language';
import * as helpCenter from './migrations/0020-help-center';
import * as loginOriginsAndUploads from './migrations/0021-login-origins-and-uploads';
import * as marketRules from './migrations/0022-market-rules';
import * as certificatePreviews from './migrations/0023-certificate-previews';
import * as fundFourEyes from './migrations/0024-fund-four-eyes';
import * as oneIdempotencyTable from './migrations/0025-one-idempotency-table';
import * as humanNumbers from './migrations/0026-human-numbers';
import * as ipos from './migrations/0027-ipos';
import * as newIssueListings from './migrations/0028-new-issue-listings';
import * as thirdPartyCodes from './migrations/0029-third-party-codes';
import * as lockFreeHumanNumbers from './migrations/0030-lock-free-human-numbers';
import * as cashCheckWhenBelowZero from './migrations/0031-cash-check-when-below-zero';
import * as orderPathWrites from './migrations/0032-order-path-writes';

/** Every migration, in order. Names sort as they run; the database records which ones it has. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0003-quote-plans': quotePlans,
  '0004-retention': retention,
  '0005-login-attempts-per-address': loginAttemptsPerAddress,
  '0006-ledger': ledger,
  '0007-orders': orders,
  '0008-client-messages': clientMessages,
  '0009-exchange-reports': exchangeReports,
  '0010-back-office': backOffice,
  '0011-funds': funds,
  '0012-dividends': dividends,
  '0014-back-office-queues': backOfficeQueues,
  '0015-watchlists': watchlists,
  '0016-price-alerts': priceAlerts,
  '0017-stock-screeners': stockScreeners,
  '0018-message-center': messageCenter,
  '0019-user-language': userLanguage,
  '0020-help-center': helpCenter,
  '0021-login-origins-and-uploads': loginOriginsAndUploads,
  '0022-market-rules': marketRules,
  '0023-certificate-previews': certificatePreviews,
  '0024-fund-four-eyes': fundFourEyes,
  '0025-one-idempotency-table': oneIdempotencyTable,
  '0026-human-numbers': humanNumbers,
  '0027-ipos': ipos,
  '0028-new-issue-listings': newIssueListings,
  '0029-third-party-codes': thirdPartyCodes,
  '0030-lock-free-human-numbers': lockFreeHumanNumbers,
  '0031-cash-check-when-below-zero': cashCheckWhenBelowZero,
  '0032-order-path-writes': orderPathWrites,
};

/** The names of every migration, in the order they run (the migration tests compare them with the folder). */
export const migrationNames: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the latest version; throws (and changes nothing further) if a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Brings an empty database to exactly the migrations named, in order (a restore rebuilds the schema its backup
 * was taken on; the server's next start applies any newer ones). Names this version does not know are refused.
 */
export async function migrateToExactly(db: Kysely<Database>, names: string[]): Promise<void> {
  const known = Object.keys(migrations);
  const unknown = names.filter((name, index) => known[index] !== name);
  if (unknown.length > 0) {
    throw new Error(`the backup's schema has migrations this version does not have: ${unknown.join(', ')}`);
  }
  const last = names.at(-1);
  if (last === undefined) return;
  const { error } = await new Migrator({ db, provider }).migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The language each client last used (set at login from the request's language, and when the client switches
// language in the portal), so notices sent outside the client's own request (a fill reported by the exchange, a
// staff action, a job) read in the client's language rather than in that of whoever caused them. Null means
// "never chosen": the broker's default language (its first) applies, so a change of that default reaches
// everyone who never chose, and rows written by older code need no value.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) => column.check(sql`language in ('en_US', 'zh_HK', 'zh_CN')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}

import type { Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// A PDF transfer certificate is never shown to staff as a PDF (a document with /OpenAction JavaScript opened in
// the back office's origin): its first pages are drawn on the server into a JPEG when it is uploaded, and staff
// see only that. Null for pictures (shown as they are), and for PDFs uploaded before this column, which are
// drawn the first time staff open them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_certificates').addColumn('preview_jpeg', 'bytea').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fund_certificates').dropColumn('preview_jpeg').execute();
}

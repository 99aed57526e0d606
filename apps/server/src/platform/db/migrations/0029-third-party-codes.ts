import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// A third party acting for a logged-in client (a market-data vendor's login, a partner app) asks the client to
// confirm one of its requests with a one-time code (GET/POST /api/auths/third_party_otps). The code is drawn by
// the login's one-time-code machinery, so its step is an otp_challenges row of purpose THIRD_PARTY, named by
// the third party's reference for its request.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table otp_challenges drop constraint if exists otp_challenges_purpose_check`.execute(db);
  await sql`alter table otp_challenges add constraint otp_challenges_purpose_check
    check (purpose in ('LOGIN', 'RESET_PASSWORD', 'WITHDRAWAL', 'THIRD_PARTY'))`.execute(db);
  await db.schema.alterTable('otp_challenges').addColumn('reference', 'text').execute();
  await db.schema
    .createIndex('otp_challenges_reference')
    .on('otp_challenges')
    .columns(['user_id', 'reference'])
    .where(sql.ref('reference'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('otp_challenges_reference').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('reference').execute();
  await sql`delete from otp_challenges where purpose = 'THIRD_PARTY'`.execute(db);
  await sql`alter table otp_challenges drop constraint if exists otp_challenges_purpose_check`.execute(db);
  await sql`alter table otp_challenges add constraint otp_challenges_purpose_check
    check (purpose in ('LOGIN', 'RESET_PASSWORD', 'WITHDRAWAL'))`.execute(db);
}

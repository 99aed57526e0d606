import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// Two facts the market's rules need:
// - The investor identification each Hong Kong and northbound order carried to the exchange (HKIDR: the broker's
//   CE number and the client's BCAN). The account holds its own; an order may carry another (an intermediary's
//   client, or BCAN 1 and 2 of the Sell and Aggregated options), so the order keeps what it sent. Orders placed
//   before this migration are given what they would have carried: the order account panel's values, else the
//   account's. Null in markets without investor identification.
// - Whether a client is an institutional professional investor: ChiNext and STAR Market shares through Stock
//   Connect are for them only. The back office sets it (audited); every client starts without it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('investor_ce_number', 'text')
    .addColumn('investor_bcan', 'text')
    .execute();
  await sql`
    update orders o set
      investor_ce_number = coalesce(nullif(o.order_account->>'ceNumber', ''), a.ce_number),
      investor_bcan = case o.order_account->>'option'
        when 'SELL' then '1'
        when 'AGGREGATED' then '2'
        else coalesce(nullif(o.order_account->>'bcan', ''), a.bcan)
      end
    from accounts a
    where a.account_number = o.account_number and o.market in ('HK', 'MA^MZ')`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('professional_investor', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('professional_investor').execute();
  await db.schema.alterTable('orders').dropColumn('investor_ce_number').dropColumn('investor_bcan').execute();
}

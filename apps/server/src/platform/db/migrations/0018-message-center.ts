import { sql, type Kysely } from 'kysely';

// Migrations are frozen once released: never edit this file, add the next one.
//
// The message socket hears of every new client message, whichever part of the platform wrote it (orders, fund
// requests, dividends, price alerts, a broker's announcement fanned out to its clients): a trigger notifies
// channel 'client_messages' with who it is for and its type, so a node pushes only to the sockets that want it
// and reads the row only then. PostgreSQL delivers a NOTIFY when the transaction commits and never when it
// rolls back, so a message is pushed only once it exists; every node LISTENs, so a socket on any node hears it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_client_message() returns trigger language plpgsql as $$
    begin
      perform pg_notify(
        'client_messages',
        json_build_object('messageID', new.message_id, 'userID', new.user_id, 'type', new.type)::text
      );
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger client_messages_notify after insert on client_messages
    for each row execute function notify_client_message()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger client_messages_notify on client_messages`.execute(db);
  await sql`drop function notify_client_message()`.execute(db);
}

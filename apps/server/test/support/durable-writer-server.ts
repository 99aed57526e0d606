// A real Lantau server (buildApp, the embedded database, every plugin) in its own process, with two probe
// routes: one that stores a row and acknowledges it only after the commit, and one that lists what is stored.
// The durability test kills this process with SIGKILL and counts what survived. Prints `READY <port>`.
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const app = await buildApp(
  loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
  }),
  async (server) => {
    await sql`create table if not exists durability_probe (id text primary key)`.execute(server.db);
    server.post<{ Body: { id: string } }>('/test/writes', async (request) => {
      await sql`insert into durability_probe (id) values (${request.body.id})`.execute(server.db);
      return { stored: request.body.id };
    });
    server.get('/test/writes', async () => {
      const rows = await sql<{ id: string }>`select id from durability_probe`.execute(server.db);
      const settings = await sql<{ name: string; setting: string }>`
        select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'data_checksums')`.execute(
        server.db,
      );
      return {
        ids: rows.rows.map((row) => row.id),
        settings: Object.fromEntries(settings.rows.map((row) => [row.name, row.setting])),
      };
    });
  },
);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${new URL(address).port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

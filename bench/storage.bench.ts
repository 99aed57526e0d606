// `npm run bench:storage`: what the embedded database costs. Creates a cluster in a fresh folder, restarts it on
// the existing folder, then commits single-row transactions one after another and from 8 connections at once,
// and prints times and rates. With PGLITE_PATH naming an installed @electric-sql/pglite it runs the same commits
// on PGlite (the embedded database before it, which did not fsync) as a reference. Asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded/embedded-postgres';

const commits = Number(process.argv[2] ?? 2_000);
const log = pino({ level: 'warn' });

interface Executor {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Single-row inserts, each its own transaction (autocommit), from `connections` callers at once. */
async function commitRate(executors: Executor[]): Promise<{ perSecond: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  let next = 0;
  const [, ms] = await timed(() =>
    Promise.all(
      executors.map(async (executor) => {
        while (next < commits) {
          const id = next++;
          const [, latency] = await timed(() =>
            executor.query('insert into bench_commits (id, body) values ($1, $2)', [id, `row ${id}`]),
          );
          latencies.push(latency);
        }
      }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { perSecond: (commits / ms) * 1000, p50: at(0.5), p99: at(0.99) };
}

const show = (label: string, r: { perSecond: number; p50: number; p99: number }) =>
  console.log(
    `${label.padEnd(44)} ${Math.round(r.perSecond).toString().padStart(7)} commits/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
  );

async function embedded(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-bench-storage-'));
  try {
    const [first, createMs] = await timed(() => startEmbeddedPostgres(dataDir, log));
    await first.stop();
    const [cluster, restartMs] = await timed(() => startEmbeddedPostgres(dataDir, log));
    console.log(
      `embedded PostgreSQL: created and started in ${Math.round(createMs)} ms, restarted on the folder in ${Math.round(restartMs)} ms`,
    );
    const pool = new pg.Pool({ ...cluster.connection, max: 8 });
    // Stopping the cluster terminates connections the pool may still be closing; that is expected here.
    pool.on('error', () => undefined);
    const settings = await pool.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit') order by name`,
    );
    console.log(`  ${settings.rows.map((row) => `${row.name}=${row.setting}`).join(', ')}`);
    await pool.query('create table bench_commits (id integer primary key, body text not null)');
    show('embedded PostgreSQL, 1 connection', await commitRate([pool]));
    await pool.query('truncate bench_commits');
    const clients = await Promise.all(Array.from({ length: 8 }, () => pool.connect()));
    show('embedded PostgreSQL, 8 connections', await commitRate(clients));
    clients.forEach((client) => client.release());
    await pool.end();
    await cluster.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function pglite(modulePath: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-bench-pglite-'));
  try {
    const { PGlite } = (await import(modulePath)) as {
      PGlite: { create(dir: string): Promise<Executor & { close(): Promise<void> }> };
    };
    const [db, openMs] = await timed(() => PGlite.create(dataDir));
    console.log(`PGlite (reference): opened a new folder in ${Math.round(openMs)} ms`);
    await db.query('create table bench_commits (id integer primary key, body text not null)');
    show('PGlite, 1 caller (no fsync at all)', await commitRate([db]));
    await db.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await embedded();
if (process.env.PGLITE_PATH) await pglite(process.env.PGLITE_PATH);

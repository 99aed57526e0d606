// The embedded database's own commit rate: single-row inserts, each its own transaction (autocommit), from
// one or several connections at once. `npm run bench:storage` prints it alone; the orders benchmark prints it
// beside the order rate, as the limit an order path paying one commit per step cannot pass.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded/embedded-postgres';

export interface Executor {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

export interface CommitRate {
  perSecond: number;
  p50: number;
  p99: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** `commits` single-row inserts, each its own transaction, from every executor at once. */
export async function commitRate(executors: Executor[], commits: number): Promise<CommitRate> {
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

/**
 * A fresh embedded cluster (created, stopped, started again on its folder, as the server does), its commit
 * rate from 1 and from 8 connections, then removed.
 */
export async function embeddedCommitRates(commits: number): Promise<{
  createMs: number;
  restartMs: number;
  settings: string;
  one: CommitRate;
  eight: CommitRate;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-bench-storage-'));
  try {
    const log = pino({ level: 'warn' });
    const [first, createMs] = await timed(() => startEmbeddedPostgres(dataDir, log));
    await first.stop();
    const [cluster, restartMs] = await timed(() => startEmbeddedPostgres(dataDir, log));
    const pool = new pg.Pool({ ...cluster.connection, max: 8 });
    // Stopping the cluster terminates connections the pool may still be closing; that is expected here.
    pool.on('error', () => undefined);
    try {
      const found = await pool.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit') order by name`,
      );
      const settings = found.rows.map((row) => `${row.name}=${row.setting}`).join(', ');
      await pool.query('create table bench_commits (id integer primary key, body text not null)');
      const one = await commitRate([pool], commits);
      await pool.query('truncate bench_commits');
      const clients = await Promise.all(Array.from({ length: 8 }, () => pool.connect()));
      const eight = await commitRate(clients, commits);
      clients.forEach((client) => client.release());
      return { createMs, restartMs, settings, one, eight };
    } finally {
      await pool.end();
      await cluster.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

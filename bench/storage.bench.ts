// `npm run bench:storage`: what the embedded database costs. Creates a cluster in a fresh folder, restarts it on
// the existing folder, then commits single-row transactions one after another and from 8 connections at once,
// and prints times and rates. With PGLITE_PATH naming an installed @electric-sql/pglite it runs the same commits
// on PGlite (the embedded database before it, which did not fsync) as a reference. Asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { commitRate, embeddedCommitRates, timed, type CommitRate, type Executor } from './commit-rate';

const commits = Number(process.argv[2] ?? 2_000);

const show = (label: string, r: CommitRate) =>
  console.log(
    `${label.padEnd(44)} ${Math.round(r.perSecond).toString().padStart(7)} commits/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
  );

async function embedded(): Promise<void> {
  const rates = await embeddedCommitRates(commits);
  console.log(
    `embedded PostgreSQL: created and started in ${Math.round(rates.createMs)} ms, restarted on the folder in ${Math.round(rates.restartMs)} ms`,
  );
  console.log(`  ${rates.settings}`);
  show('embedded PostgreSQL, 1 connection', rates.one);
  show('embedded PostgreSQL, 8 connections', rates.eight);
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
    show('PGlite, 1 caller (no fsync at all)', await commitRate([db], commits));
    await db.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await embedded();
if (process.env.PGLITE_PATH) await pglite(process.env.PGLITE_PATH);

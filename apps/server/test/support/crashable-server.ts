import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { repositoryRoot } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './backends';
import { createTestWebDist } from './web-dist';

/** A real server (support/durable-writer-server.ts) in a process of its own, for tests that crash it. */
export interface CrashableServer {
  process: ChildProcess;
  baseUrl: string;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server on a data folder and resolves once it listens. It runs in its own process group, so one
 * kill of the group reaches the server and the PostgreSQL it started, as a crash would.
 */
export function startCrashableServer(
  dataDir: string,
  webDist: string,
  env: Record<string, string> = {},
): Promise<CrashableServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/support/durable-writer-server.ts'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^READY (\d+)$/.exec(line)?.[1];
      if (port) resolve({ process: child, baseUrl: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${errors}`)));
  });
}

/** SIGKILL to the server's whole process group: the crash. */
export function crash(server: CrashableServer): void {
  process.kill(-server.process.pid!, 'SIGKILL');
}

/** Kills whatever a failed test left running. */
export function killCrashableServers(): void {
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL');
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * An embedded database's folder and a web build for a describe block's crashable servers: made before its tests,
 * removed after them; whatever a test leaves running is killed after it.
 */
export function useCrashableFolder(): { start(): Promise<CrashableServer>; dataDir(): string } {
  let database: TestDatabase | undefined;
  let webDist: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    webDist = await createTestWebDist();
  });
  afterEach(() => {
    killCrashableServers();
  });
  afterAll(async () => {
    await database?.drop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });
  return { start: () => startCrashableServer(database!.dataDir, webDist!), dataDir: () => database!.dataDir };
}

import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/config';
import { createTestDatabase, testBackends, type TestDatabase } from './support/backends';
import { freePort } from './support/free-port';

const mainScript = path.join(repositoryRoot, 'apps/server/src/main.ts');

interface Started {
  output: () => string;
  exit: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** Runs the server as `npm run serve` does, with the given environment. */
function runMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { output: () => output, exit, kill: (signal) => child.kill(signal) };
}

async function waitUntilAnswering(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void started.exit.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url}:\n${started.output()}`);
}

const withinSeconds = <T>(promise: Promise<T>, seconds: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not within ${seconds} s`)), seconds * 1000),
    ),
  ]);

describe.each(testBackends)('main.ts (%s)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('starts, answers, rate-limits, and shuts down cleanly on SIGINT', async () => {
    const port = await freePort();
    const server = runMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      RATE_LIMIT_PER_MINUTE: '20',
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilAnswering(`${base}/report-api/brokers/configs`, server, 60_000);
      expect(server.output()).toContain(`Lantau is ready at http://127.0.0.1:${port}`);

      let limited: Response | undefined;
      for (let attempt = 0; attempt < 30 && !limited; attempt += 1) {
        const response = await fetch(`${base}/api/markets/banks`, { headers: { 'x-lang': 'zh_HK' } });
        if (response.status === 429) limited = response;
      }
      expect(limited?.status).toBe(429);
      expect(await limited?.json()).toEqual({
        code: 'E4029',
        message: '請求過於頻繁，請稍後再試。',
        data: null,
      });

      server.kill('SIGINT');
      expect(await withinSeconds(server.exit, 10)).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('ends within its grace period while a request is still in flight', async () => {
    const port = await freePort();
    const server = runMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      SHUTDOWN_GRACE_SECONDS: '2',
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    });
    const hanging = new Socket();
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilAnswering(`${base}/report-api/brokers/configs`, server, 60_000);
      // A request whose body never finishes arriving: the server would wait for it until its body time-out.
      await new Promise<void>((resolve) => hanging.connect(port, '127.0.0.1', resolve));
      hanging.write(
        'POST /report-api/product_usage_errors HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"a":',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = Date.now();
      server.kill('SIGTERM');
      expect(await withinSeconds(server.exit, 15)).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).toContain('shutdown grace period over');
    } finally {
      hanging.destroy();
      server.kill('SIGKILL');
    }
  });
});

describe('main.ts configuration', () => {
  it('explains an invalid configuration and exits with 1', async () => {
    const dataDir = path.join(repositoryRoot, '.tmp', 'never-created');
    const server = runMain({ PORT: 'eighty', DEMO_MODE: 'perhaps', DATA_DIR: dataDir });
    expect(await withinSeconds(server.exit, 30)).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT: expected a whole number');
    expect(server.output()).toContain('DEMO_MODE: expected true or false');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a NODE_ENV spelt any other way than production, before seeding any demo', async () => {
    const dataDir = path.join(repositoryRoot, '.tmp', 'never-created-misspelt');
    const server = runMain({ NODE_ENV: 'Production', DATA_DIR: dataDir });
    expect(await withinSeconds(server.exit, 30)).toBe(1);
    expect(server.output()).toContain('NODE_ENV: expected development, test or production');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a production start with demo mode on or without real senders, naming the variables', async () => {
    const dataDir = path.join(repositoryRoot, '.tmp', 'never-created-production');
    const server = runMain({ NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir });
    expect(await withinSeconds(server.exit, 30)).toBe(1);
    expect(server.output()).toContain('DEMO_MODE: must be off with NODE_ENV=production');
    expect(server.output()).toContain('SMTP_URL: required with NODE_ENV=production');
    expect(server.output()).toContain('SMS_GATEWAY_URL: required with NODE_ENV=production');
    await rm(dataDir, { recursive: true, force: true });
  });
});

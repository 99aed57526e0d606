import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, UserSession } from '@lantau/contract';
import { repositoryRoot } from '../src/config';
import { createTestDatabase, type TestDatabase } from './support/backends';
import { logIn, signedCall } from './support/identity';
import { placeOrder } from './support/orders';
import type { TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

/**
 * An acknowledged order survives kill -9: a real server in its own process takes a burst of orders, is killed
 * with SIGKILL (with the database it started) in the middle, and after a restart on the same folder every
 * order it answered OK is there, and none is left pending: start-up re-entered the working ones.
 */
const running = new Set<ChildProcess>();

async function startServer(
  dataDir: string,
  webDist: string,
): Promise<{ process: ChildProcess; server: TestServer }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/test/support/durable-writer-server.ts'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^READY (\d+)$/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${errors}`)));
  });
  return { process: child, server: remote(baseUrl) };
}

/** The test-server interface over a server in another process (what logIn and signedCall need). */
function remote(baseUrl: string): TestServer {
  const fetchPath = (url: string, init?: RequestInit) => fetch(baseUrl + url, init);
  const call = async (url: string, init?: RequestInit) => {
    const response = await fetchPath(url, init);
    return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
  };
  return {
    baseUrl,
    fetch: fetchPath,
    call,
    post: (url, body, headers = {}) =>
      call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  } as TestServer;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('acknowledged orders survive kill -9 (embedded database)', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let webDist: string;
  beforeAll(async () => {
    database = await createTestDatabase('embedded');
    webDist = await createTestWebDist();
  });
  afterEach(() => {
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  });
  afterAll(async () => {
    await database?.drop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  it('keeps every acknowledged order through a crash and re-enters the working ones at start-up', async () => {
    const first = await startServer(database.dataDir, webDist);
    const session = (await logIn(first.server, 'LTU1001')).session;
    const acknowledged: string[] = [];
    let alive = true;
    // One share of AAPL far below the market: they rest, each holding its cash, until buying power runs out.
    const client = async () => {
      while (alive) {
        try {
          const answer = await placeOrder(first.server, session, {
            accountNumber: 'LTU100101',
            market: 'US',
            stockCode: 'AAPL',
            side: 'BUY',
            orderType: 'LO',
            price: '100.00',
            quantity: 1,
            timeInForce: 'DAY',
          });
          if (answer.body.code === 'OK') acknowledged.push((answer.body.data as Order).orderID);
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: 4 }, () => client());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(-first.process.pid!, 'SIGKILL');
    alive = false;
    await Promise.all(clients);
    await exited(first.process);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startServer(database.dataDir, webDist);
    const again: UserSession = (await logIn(second.server, 'LTU1001')).session;
    const statuses = await Promise.all(
      acknowledged.map(async (orderId) => {
        const answer = await signedCall<{ order: Order }>(
          second.server,
          again,
          'GET',
          `/api/orders/${orderId}`,
        );
        return answer.body.code === 'OK' ? answer.body.data.order.status : answer.body.code;
      }),
    );
    expect(statuses.filter((status) => status !== 'ACK')).toEqual([]);
    second.process.kill('SIGINT');
    await exited(second.process);
  });
});

import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { spawnTied } from './tied-child';

/**
 * A real Redis for one test file: Debian's `redis-server` (`apt-get install -y redis-server`; `.ci/run`
 * installs it) on a free loopback port, in a folder of its own, with no persistence unless asked. The nodes of
 * a test share it as the nodes of a cluster share theirs. `restart()` kills it and starts it again on the same
 * port (the data kept when `appendonly` is on), as an operator's restart would.
 */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** kill -9 and start again on the same port. */
  restart(): Promise<void>;
  /** kill -9, leaving it down (its data kept) until `start()`: an outage. */
  crash(): Promise<void>;
  /** Starts it again on the same port after `crash()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startTestRedis(
  options: { appendonly?: boolean; port?: number } = {},
): Promise<TestRedis> {
  // A port of the caller's choice for `npm run cluster --redis-port`; tests take a free one.
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lantau-redis-'));
  let child: ChildProcess | undefined;

  async function start() {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
    args.push('--appendonly', options.appendonly ? 'yes' : 'no');
    // Dies with its parent even on kill -9 of the parent (setpriv, util-linux), like the embedded database.
    child = spawnTied(REDIS_SERVER, args, { stdio: 'ignore' });
    child.once('error', () => undefined);
    await waitForPort(port, 10_000);
  }

  async function kill() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await kill();
      await start();
    },
    crash: kill,
    start,
    async stop() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endProcess } from './child-process';

/** Every bench request comes from one loopback address: lift the rate limits, as the browser tests do. */
const noRateLimits = {
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '0',
  RATE_LIMIT_OTP_PER_ADDRESS: '0',
  RATE_LIMIT_SLIDER_PER_ADDRESS: '0',
  RATE_LIMIT_RESET_PER_ADDRESS: '0',
  RATE_LIMIT_TOKEN_PER_ADDRESS: '0',
};

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/market-api/systems/brokers`)).ok) return;
    } catch {
      // Not listening yet: the embedded database's first start takes a few seconds.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms`);
}

/** The real server (as `npm run serve` starts it) on a fresh data folder, removed again by stop(). */
export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-web-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      // Vite's build, run in this process before (web-stack-floor.ts), sets NODE_ENV=production, which would
      // make the server refuse to start without real e-mail and SMS senders. The bench measures the demo: its
      // clients and the outbox the login reads its SMS code from.
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...noRateLimits,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await endProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

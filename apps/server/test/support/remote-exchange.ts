import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { ExchangeKeys } from '../../src/capabilities/exchange-remote/exchange-wire';
import { spawnTied } from './tied-child';

const repository = path.resolve(import.meta.dirname, '../../../..');

/** The exchange process (`npm run exchange`) as a child on the demo clock's seed, reaching Redis at `redisUrl`. */
export function startExchange(redisUrl: string): ChildProcess {
  return spawnTied(process.execPath, ['--import', 'tsx', 'apps/server/src/exchange-main.ts'], {
    cwd: repository,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      MARKET_SEED: '2026',
      MARKET_CLOCK: 'demo',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `probe` until it gives a value (every 100 ms), else fails naming `what`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const orderOf = (entryId: string) => entryId.slice(0, entryId.lastIndexOf('.'));

/** Entries the exchange accepted in an epoch, counted by order. */
export async function acceptedInEpoch(
  probe: Redis,
  keys: ExchangeKeys,
  epochNumber: number,
): Promise<Map<string, number>> {
  const entries = (await probe.xrange(keys.reports, '-', '+')) as [string, string[]][];
  const counts = new Map<string, number>();
  for (const [, fields] of entries) {
    const report = JSON.parse(fields[1]!) as { kind: string; epoch?: number; orderId?: string };
    if (report.kind !== 'accepted' || report.epoch !== epochNumber) continue;
    const orderId = orderOf(report.orderId!);
    counts.set(orderId, (counts.get(orderId) ?? 0) + 1);
  }
  return counts;
}

/** Submit commands still in the command stream, counted by epoch and order (`<epoch> <order ID>`). */
export async function submitsByEntry(probe: Redis, keys: ExchangeKeys): Promise<Map<string, number>> {
  const entries = (await probe.xrange(keys.commands, '-', '+')) as [string, string[]][];
  const counts = new Map<string, number>();
  for (const [, fields] of entries) {
    const command = JSON.parse(fields[1]!) as { kind: string; epoch: number; request?: { id: string } };
    if (command.kind !== 'submit' || !command.request) continue;
    const key = `${command.epoch} ${orderOf(command.request.id)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

// The server side of the fan-out benchmark, in its own process so its CPU is measured apart from the clients'.
// Builds the real app on a fresh embedded database, listens on 127.0.0.1, creates the benchmark's users (Level 2
// in HK) and their sessions directly in the database (a login per client would measure argon2, not the
// stream), and answers the parent's requests for statistics over IPC.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { sha256Hex } from '../apps/server/src/capabilities/auth/secrets';
import { loadConfig } from '../apps/server/src/config';

export type ServerMessage =
  | { type: 'ready'; port: number; sessions: { token: string; signingKey: string }[]; codes: string[] }
  | {
      type: 'stats';
      cpuMs: number;
      wallMs: number;
      hub: Record<string, number>;
      rssMb: number;
      /** The JavaScript heap in use after a full collection (when the bench exposes gc). */
      heapMb?: number;
      /** How late the simulator reports a change after the time it stamps on it (p50, p99, ms). */
      stampLag: [number, number];
    };
export type ParentMessage = { type: 'mark' } | { type: 'stats' } | { type: 'exit' };

const clients = Number(process.env.FANOUT_CLIENTS ?? 1000);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-fanout-'));
  const app = await buildApp({
    ...loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.FANOUT_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      ...(process.env.MARKET_TICK_MS && { MARKET_TICK_MS: process.env.MARKET_TICK_MS }),
    }),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const userIds = Array.from({ length: clients }, (_, i) => `LTUB${String(i).padStart(5, '0')}`);
  // The sockets' hellos are signed with the session's key, as the portal signs them.
  const sessions = userIds.map(() => ({
    token: randomBytes(24).toString('base64url'),
    signingKey: randomBytes(32).toString('base64url'),
  }));
  const expiresAt = new Date(Date.now() + 3_600_000);
  for (let start = 0; start < clients; start += 250) {
    const batch = userIds.slice(start, start + 250);
    await app.db
      .insertInto('users')
      .values(
        batch.map((userId) => ({
          user_id: userId,
          broker_code: 'LTU',
          password_hash: 'benchmark user: cannot log in',
          name_en: userId,
          name_zh: userId,
          email: `${userId.toLowerCase()}@bench.example`,
          mobile_area_code: '+852',
          mobile_number: '50000000',
          totp_secret: 'A'.repeat(32),
          must_change_password: false,
          additional_agreement_accepted_at: new Date(),
        })),
      )
      .execute();
    await app.db
      .insertInto('quote_plans')
      .values(
        batch.map((userId) => ({ user_id: userId, market: 'HK', plan: 'LEVEL2', clicks_remaining: null })),
      )
      .execute();
    await app.db
      .insertInto('sessions')
      .values(
        batch.map((userId, i) => ({
          session_id: `bench-${userId}`,
          user_id: userId,
          broker_code: 'LTU',
          token_hash: sha256Hex(sessions[start + i]?.token ?? ''),
          refresh_token_hash: sha256Hex(`refresh-${userId}`),
          signing_key: sessions[start + i]?.signingKey ?? '',
          otp_channel: 'SMS',
          device_uuid: null,
          expires_at: expiresAt,
        })),
      )
      .execute();
  }
  // The most traded HK instruments: the ones a portal's users watch.
  const codes = app.marketSimulator.instruments
    .filter((instrument) => instrument.market === 'HK' && instrument.type === 'EQTY')
    .sort((a, b) => b.averageDailyVolume - a.averageDailyVolume)
    .slice(0, 60)
    .map((instrument) => instrument.code);

  // The simulator stamps a change with its step's time and reports it when the step runs: part of the
  // tick-to-client latency is spent before the stream hears of the change at all.
  const watched = new Set(codes);
  let stampLags: number[] = [];
  app.marketSimulator.onChange((change) => {
    if (change.kind !== 'quote' || change.market !== 'HK' || !watched.has(change.code)) return;
    const state = app.marketSimulator.quote('HK', change.code);
    if (state) stampLags.push(Date.now() - state.time);
  });
  const lagPercentile = (p: number) => {
    const sorted = [...stampLags].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  };

  let mark = { cpu: process.cpuUsage(), wall: performance.now() };
  const send = (message: ServerMessage) => process.send?.(message);
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'mark') {
      mark = { cpu: process.cpuUsage(), wall: performance.now() };
      stampLags = [];
    } else if (message.type === 'stats') {
      const cpu = process.cpuUsage(mark.cpu);
      // Memory is read after a full collection (the bench starts this process with --expose-gc), so what
      // each connection keeps is not hidden among frames already sent and not yet collected.
      (globalThis as { gc?: () => void }).gc?.();
      send({
        type: 'stats',
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - mark.wall,
        hub: { ...app.streamHub.stats() },
        rssMb: process.memoryUsage().rss / 1_048_576,
        heapMb: process.memoryUsage().heapUsed / 1_048_576,
        stampLag: [lagPercentile(50), lagPercentile(99)],
      });
    } else {
      void app
        .close()
        .then(() => rm(dataDir, { recursive: true, force: true }))
        .finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: Number(new URL(address).port), sessions, codes });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

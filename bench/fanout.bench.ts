// Fan-out benchmark of the streaming socket: 1,000 WebSocket clients on loopback, each streaming 20 HK
// instruments, for about 30 s. Prints quotes delivered per second, tick-to-client latency, how much
// conflation merged, and the server's CPU. Asserts nothing.
// Run: npm run bench:fanout  (or node --import tsx bench/fanout.bench.ts [clients=1000] [seconds=30])
import { fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { canonicalRequest, socketHelloParts, socketPaths } from '@lantau/contract';
import type { ParentMessage, ServerMessage } from './fanout-server';

const CLIENTS = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 30);
const PER_CLIENT = 20;
const WARM_UP_MS = 3000;

const server = fork(fileURLToPath(new URL('./fanout-server.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, FANOUT_CLIENTS: String(CLIENTS) },
});
// The benchmark ends itself whatever happens.
const deadline = setTimeout(
  () => {
    console.error('fan-out benchmark: giving up after its time limit');
    server.kill();
    process.exit(2);
  },
  (SECONDS + 180) * 1000,
);

function fromServer<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      server.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    server.on('message', onMessage);
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}
const toServer = (message: ParentMessage) => server.send(message);

interface Counters {
  measuring: boolean;
  deltas: number;
  minors: number;
  indices: number;
  bytes: number;
  latencies: number[];
}
const counters: Counters = { measuring: false, deltas: 0, minors: 0, indices: 0, bytes: 0, latencies: [] };

/** The signed hello of the contract: HMAC of a bodiless GET of the socket path with the session's key. */
function helloOf(session: { token: string; signingKey: string }): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(16).toString('base64url');
  const signature = createHmac('sha256', Buffer.from(session.signingKey, 'base64url'))
    .update(canonicalRequest(socketHelloParts(socketPaths.stream, timestamp, nonce)))
    .digest('base64url');
  return JSON.stringify({ type: 'hello', token: session.token, timestamp, nonce, signature });
}

function connect(
  port: number,
  session: { token: string; signingKey: string },
  codes: string[],
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/stream`);
    socket.once('error', reject);
    socket.once('close', (code) =>
      reject(new Error(`socket closed (${code}) before its subscription was acknowledged`)),
    );
    socket.once('open', () => socket.send(helloOf(session)));
    socket.on('message', (data: Buffer) => {
      const received = Date.now();
      const frame = JSON.parse(data.toString()) as {
        type: string;
        delta?: { updateTime?: number };
      };
      if (frame.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', id: 's', market: 'HK', stockCodes: codes }));
      } else if (frame.type === 'ack') resolve(socket);
      if (!counters.measuring) return;
      counters.bytes += data.length;
      if (frame.type === 'delta') {
        counters.deltas += 1;
        const stamped = frame.delta?.updateTime;
        if (stamped !== undefined) counters.latencies.push(received - stamped);
      } else if (frame.type === 'minor') counters.minors += 1;
      else if (frame.type === 'index') counters.indices += 1;
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

async function main(): Promise<void> {
  const started = performance.now();
  const { port, sessions, codes } = await fromServer('ready');
  console.log(`server ready on 127.0.0.1:${port} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const sockets: WebSocket[] = [];
  // Client i watches 20 of the 60 most traded HK stocks, a window that slides with i: overlapping but not
  // identical watchlists.
  for (let start = 0; start < CLIENTS; start += 50) {
    const batch = sessions.slice(start, start + 50).map((session, i) => {
      const offset = ((start + i) * 7) % codes.length;
      const mine = Array.from({ length: PER_CLIENT }, (_, k) => codes[(offset + k) % codes.length] ?? '');
      return connect(port, session, mine);
    });
    sockets.push(...(await Promise.all(batch)));
    if (sockets.length % 250 === 0) console.log(`  ${sockets.length} clients connected`);
  }
  console.log(`${sockets.length} clients subscribed to ${PER_CLIENT} instruments each; warming up`);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

  toServer({ type: 'mark' });
  const clientCpu = process.cpuUsage();
  counters.measuring = true;
  const measureStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  counters.measuring = false;
  const seconds = (performance.now() - measureStart) / 1000;
  toServer({ type: 'stats' });
  const stats = await fromServer('stats');
  const clientCpuUse = process.cpuUsage(clientCpu);

  const latencies = counters.latencies.sort((a, b) => a - b);
  const hub = stats.hub;
  const perSecond = (n: number) => Math.round(n / seconds).toLocaleString('en-US');
  console.log('');
  console.log(
    `clients                       ${CLIENTS} x ${PER_CLIENT} HK instruments, ${seconds.toFixed(1)} s measured`,
  );
  console.log(`quotes delivered (delta)      ${perSecond(counters.deltas)} /s`);
  console.log(
    `minor / index frames          ${perSecond(counters.minors)} /s, ${perSecond(counters.indices)} /s`,
  );
  console.log(`bytes received                ${(counters.bytes / seconds / 1_048_576).toFixed(1)} MiB/s`);
  console.log(
    `tick-to-client latency        p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1) ?? NaN} ms (${latencies.length.toLocaleString('en-US')} samples)`,
  );
  console.log(
    `  of which simulator stamping p50 ${stats.stampLag[0]} ms, p99 ${stats.stampLag[1]} ms (change reported after the time it carries)`,
  );
  console.log(
    `conflation (whole run)        ${hub.mergedUpdates?.toLocaleString('en-US')} updates merged into later frames; ${hub.deferredClients?.toLocaleString('en-US')} client-flushes deferred (socket not drained)`,
  );
  console.log(
    `frame sharing (whole run)     ${hub.framesSent?.toLocaleString('en-US')} frames sent from ${hub.framesBuilt?.toLocaleString('en-US')} built`,
  );
  console.log(
    `flushes (whole run)           ${hub.flushes} flushes, mean ${((hub.flushMs ?? 0) / (hub.flushes || 1)).toFixed(2)} ms, max ${(hub.maxFlushMs ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `server CPU                    ${((stats.cpuMs / stats.wallMs) * 100).toFixed(0)}% of one core (${(stats.cpuMs / 1000).toFixed(1)} s over ${(stats.wallMs / 1000).toFixed(1)} s), RSS ${stats.rssMb.toFixed(0)} MiB`,
  );
  console.log(
    `client process CPU            ${(((clientCpuUse.user + clientCpuUse.system) / 1000 / (seconds * 1000)) * 100).toFixed(0)}% of one core (the load generator, same machine)`,
  );

  for (const socket of sockets) socket.terminate();
  toServer({ type: 'exit' });
  await new Promise((resolve) => server.once('exit', resolve));
  clearTimeout(deadline);
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});

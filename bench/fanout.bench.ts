// Fan-out benchmark of the streaming socket: 1,000 WebSocket clients on loopback, each streaming 20 HK
// instruments, for about 30 s. Prints quotes delivered per second, tick-to-client latency, how much
// conflation merged, the server's CPU and its memory per connection. Asserts nothing.
// Run: npm run bench:fanout  (or node --import tsx bench/fanout.bench.ts [clients=1000] [seconds=30])
// The clients live in a few forked processes (fanout-clients.ts), FANOUT_CLIENT_PROCESSES of them (by default
// one per 2,500 clients). FANOUT_SERVER names another tree's fanout-server.ts, to run a reference build with
// the same clients. FANOUT_URL=http://host:port measures a running server or balancer instead (the cluster's
// HAProxy: bench/cluster.bench.ts does): the clients log real sessions in (measureFanout below).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UNIVERSE } from '@lantau/exchange';
import { demoClients } from '../apps/server/src/composition/seed/demo-clients';
import { logIn } from './api-session';
import type { ClientSession, FromClients, ToClients } from './fanout-clients';
import type { ParentMessage, ServerMessage } from './fanout-server';

const PER_CLIENT = 20;
const WARM_UP_MS = 3000;
/** The server's socket quota: a logged-in session carries at most this many sockets. */
const SOCKETS_PER_SESSION = 8;
const here = path.dirname(fileURLToPath(import.meta.url));
const serverScript = path.resolve(process.env.FANOUT_SERVER ?? path.join(here, 'fanout-server.ts'));

// Every socket is a file descriptor on both ends: children start through a shell that raises the soft limit to
// the hard one first (the IPC channel survives the exec), and the limit is printed.
const raiseFileLimit = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';
const fileLimit = execFileSync('/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; ulimit -n'])
  .toString()
  .trim();
function forkWithLimit(script: string, env: NodeJS.ProcessEnv, flags: string[] = []): ChildProcess {
  return fork(script, [], {
    execPath: '/bin/sh',
    execArgv: ['-c', raiseFileLimit, process.execPath, ...flags, '--import', 'tsx'],
    // tsx resolves the script's own workspace (a reference tree has its own node_modules).
    cwd: path.dirname(path.dirname(script)),
    env,
  });
}

/** What one run measured, as the clients saw it (and the server, when the benchmark started it). */
export interface FanoutFigures {
  clients: number;
  seconds: number;
  quotesPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** The benchmark's own server (fanout-server.ts): its port, the sessions it made, its IPC for statistics. */
function startOwnServer(clients: number) {
  // --expose-gc: the server collects garbage before it reads its memory, so memory per connection is what stays.
  // FANOUT_SERVER_FLAGS adds Node flags to the server's process (a profile: '--cpu-prof --cpu-prof-dir=/tmp/p').
  const serverFlags = (process.env.FANOUT_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const server = forkWithLimit(serverScript, { ...process.env, FANOUT_CLIENTS: String(clients) }, [
    '--expose-gc',
    ...serverFlags,
  ]);
  return {
    process: server,
    next: <T extends ServerMessage['type']>(type: T) => next<ServerMessage, T>(server, type),
    send: (message: ParentMessage) => server.send(message),
  };
}

/** The 60 most traded HK stocks of the simulator's universe: what the portal's users watch. */
const mostTradedHk = () =>
  UNIVERSE.filter((instrument) => instrument.market === 'HK' && instrument.type === 'EQTY')
    .sort((a, b) => b.averageDailyVolume - a.averageDailyVolume)
    .slice(0, 60)
    .map((instrument) => instrument.code);

/**
 * Real sessions through the server's (or the balancer's) login, as the portal makes them: password, then the SMS
 * code from the demo outbox, one per LTU demo client with Level 2 in HK (other brokers' clients log in with other
 * second factors). A user has one live session (a new login ends the older one) and a session at most
 * SOCKETS_PER_SESSION sockets, so real logins carry at most that many clients per such user.
 */
async function logInSessions(
  baseUrl: string,
  clients: number,
): Promise<{ token: string; signingKey: string }[]> {
  const users = demoClients
    .filter((client) => client.brokerCode === 'LTU' && client.quotePlans?.HK?.plan === 'LEVEL2')
    .map((client) => client.userId);
  const wanted = Math.ceil(clients / SOCKETS_PER_SESSION);
  if (wanted > users.length) {
    throw new Error(
      `${clients} clients need ${wanted} sessions; real logins give one per Level 2 demo user (${users.length}): at most ${users.length * SOCKETS_PER_SESSION} clients`,
    );
  }
  const sessions = await Promise.all(
    users.slice(0, wanted).map(async (userId) => {
      const { token, signingKey } = await logIn(baseUrl, userId);
      return { token, signingKey };
    }),
  );
  return Array.from({ length: clients }, (_, i) => sessions[Math.floor(i / SOCKETS_PER_SESSION)]!);
}

/**
 * One run: `clients` sockets from the client processes, each subscribed to 20 of the 60 most traded HK stocks,
 * counted for `seconds` after a warm-up. Without `url` against the benchmark's own server (sessions made in its
 * database, the server's CPU and memory printed too); with `url` (http://host:port) against whatever answers there,
 * sessions logged in through it.
 */
export async function measureFanout(options: {
  clients: number;
  seconds: number;
  url?: string;
  label?: string;
}): Promise<FanoutFigures> {
  const { clients: CLIENTS, seconds: SECONDS, url } = options;
  const PROCESSES = Number(process.env.FANOUT_CLIENT_PROCESSES ?? Math.max(1, Math.ceil(CLIENTS / 2500)));
  const own = url === undefined ? startOwnServer(CLIENTS) : undefined;
  const clientProcesses = Array.from({ length: PROCESSES }, () =>
    forkWithLimit(path.join(here, 'fanout-clients.ts'), process.env),
  );
  const all = [...(own ? [own.process] : []), ...clientProcesses];
  const killAll = () => all.forEach((child) => child.kill());
  // The benchmark ends itself whatever happens.
  const deadline = setTimeout(
    () => {
      console.error('fan-out benchmark: giving up after its time limit');
      killAll();
      process.exit(2);
    },
    // Connecting is bounded by the hellos' database reads: allow 50 ms a client on a loaded machine.
    (SECONDS + 300 + CLIENTS * 0.05) * 1000,
  );
  try {
    return await run();
  } catch (error) {
    killAll();
    throw error;
  } finally {
    clearTimeout(deadline);
  }

  async function run(): Promise<FanoutFigures> {
    const toClients = (message: ToClients) => clientProcesses.forEach((child) => child.send(message));
    const fromClients = <T extends FromClients['type']>(type: T) =>
      Promise.all(clientProcesses.map((child) => next<FromClients, T>(child, type)));
    const started = performance.now();
    let wsOrigin: string;
    let sessions: { token: string; signingKey: string }[];
    let codes: string[];
    let idle: Extract<ServerMessage, { type: 'stats' }> | undefined;
    if (own) {
      const ready = await own.next('ready');
      wsOrigin = `ws://127.0.0.1:${ready.port}`;
      ({ sessions, codes } = ready);
      // The server's memory with no client: what each connection adds is measured from here.
      own.send({ type: 'stats' });
      idle = await own.next('stats');
    } else {
      sessions = await logInSessions(url ?? '', CLIENTS);
      codes = mostTradedHk();
      wsOrigin = (url ?? '').replace(/^http/, 'ws');
    }
    console.log(
      `${options.label ?? 'server'} ready (${wsOrigin}) in ${((performance.now() - started) / 1000).toFixed(1)} s${own ? '' : `, ${new Set(sessions).size} sessions logged in`}; open files limit ${fileLimit}; ${PROCESSES} client process(es); load average ${loadAverage()}`,
    );

    // Client i watches 20 of the 60 most traded HK stocks, a window that slides with i: overlapping but not
    // identical watchlists. Clients are dealt round-robin to the client processes.
    const shares: ClientSession[][] = clientProcesses.map(() => []);
    sessions.forEach((session, i) => {
      const offset = (i * 7) % codes.length;
      const mine = Array.from({ length: PER_CLIENT }, (_, k) => codes[(offset + k) % codes.length] ?? '');
      shares[i % PROCESSES]?.push({ ...session, codes: mine });
    });
    const connecting = performance.now();
    const progress = new Map<ChildProcess, number>();
    for (const child of clientProcesses) {
      child.on('message', (message: FromClients) => {
        if (message.type !== 'progress') return;
        progress.set(child, message.count);
        const total = [...progress.values()].reduce((sum, count) => sum + count, 0);
        console.log(
          `  ${total} clients connected (${((performance.now() - connecting) / 1000).toFixed(0)} s)`,
        );
      });
    }
    clientProcesses.forEach((child, i) =>
      child.send({ type: 'start', url: wsOrigin, sessions: shares[i] ?? [] }),
    );
    const shareReports = await fromClients('connected');
    const connected = shareReports.reduce((sum, { count }) => sum + count, 0);
    const retries = shareReports.reduce((sum, report) => sum + report.retries, 0);
    console.log(
      `${connected} clients subscribed to ${PER_CLIENT} instruments each in ${((performance.now() - connecting) / 1000).toFixed(1)} s (${retries} refused sockets tried again); warming up`,
    );
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

    own?.send({ type: 'mark' });
    toClients({ type: 'measure', on: true });
    const measureStart = performance.now();
    const writesBefore = own && writeCallsOf(own.process.pid);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    toClients({ type: 'measure', on: false });
    const seconds = (performance.now() - measureStart) / 1000;
    const writeCalls = own && (writeCallsOf(own.process.pid) ?? NaN) - (writesBefore ?? NaN);
    own?.send({ type: 'stats' });
    const stats = own ? await own.next('stats') : undefined;
    toClients({ type: 'report' });
    const reports = await fromClients('report');
    const counters = { deltas: 0, minors: 0, indices: 0, bytes: 0, cpuMs: 0 };
    const histogram = new Map<number, number>();
    for (const report of reports) {
      for (const key of ['deltas', 'minors', 'indices', 'bytes', 'cpuMs'] as const)
        counters[key] += report[key];
      for (const [ms, count] of report.latencies) histogram.set(ms, (histogram.get(ms) ?? 0) + count);
    }
    const samples = [...histogram.values()].reduce((sum, count) => sum + count, 0);
    const sortedBuckets = [...histogram.entries()].sort(([a], [b]) => a - b);
    const percentile = (p: number) => {
      const rank = Math.min(samples - 1, Math.floor((p / 100) * samples));
      let seen = 0;
      for (const [ms, count] of sortedBuckets) {
        seen += count;
        if (seen > rank) return ms;
      }
      return NaN;
    };

    const perSecond = (n: number) => Math.round(n / seconds).toLocaleString('en-US');
    console.log('');
    console.log(
      `clients                       ${CLIENTS} x ${PER_CLIENT} HK instruments, ${seconds.toFixed(1)} s measured${url ? ` through ${url}` : ''}`,
    );
    console.log(`quotes delivered (delta)      ${perSecond(counters.deltas)} /s`);
    console.log(
      `minor / index frames          ${perSecond(counters.minors)} /s, ${perSecond(counters.indices)} /s`,
    );
    console.log(
      `bytes received                ${(counters.bytes / seconds / 1_048_576).toFixed(1)} MiB/s, ${Math.round(counters.bytes / Math.max(1, counters.deltas + counters.minors + counters.indices))} bytes per frame`,
    );
    console.log(
      `tick-to-client latency        p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${sortedBuckets.at(-1)?.[0] ?? NaN} ms (${samples.toLocaleString('en-US')} samples)`,
    );
    if (stats && idle) printServerStats(stats, idle, connected);
    if (writeCalls !== undefined) {
      // The kernel's write per connection and flush is the fan-out's main cost (session 28's profile): this
      // count does not depend on how busy the machine is.
      console.log(
        `server write system calls      ${Math.round(writeCalls / seconds).toLocaleString('en-US')} /s, ${(writeCalls / seconds / connected).toFixed(2)} per client per second`,
      );
    }
    console.log(
      `client processes CPU          ${((counters.cpuMs / (seconds * 1000)) * 100).toFixed(0)}% of one core (the load generator, same machine)`,
    );
    console.log(`load average                  ${loadAverage()}`);

    toClients({ type: 'exit' });
    own?.send({ type: 'exit' });
    await Promise.all(all.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    return {
      clients: connected,
      seconds,
      quotesPerSecond: counters.deltas / seconds,
      p50: percentile(50),
      p99: percentile(99),
      max: sortedBuckets.at(-1)?.[0] ?? NaN,
    };
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

/** System calls that wrote (write, writev, send...) a process has made so far, from /proc (Linux); undefined elsewhere. */
function writeCallsOf(pid: number | undefined): number | undefined {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    return Number(/^syscw:\s*(\d+)/m.exec(io)?.[1]);
  } catch {
    return undefined;
  }
}

function printServerStats(
  stats: Extract<ServerMessage, { type: 'stats' }>,
  idle: Extract<ServerMessage, { type: 'stats' }>,
  connected: number,
): void {
  const hub = stats.hub;
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
    `server memory per connection  ${(((stats.rssMb - idle.rssMb) * 1024) / connected).toFixed(1)} KiB of RSS (${idle.rssMb.toFixed(0)} MiB idle, ${stats.rssMb.toFixed(0)} MiB with the clients streaming), ${((((stats.heapMb ?? NaN) - (idle.heapMb ?? NaN)) * 1024) / connected).toFixed(1)} KiB of JS heap, after a full collection`,
  );
}

function next<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: M) => {
      if (message.type === 'failed') reject(new Error(JSON.stringify(message)));
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a benchmark process exited (${code})`)));
  });
}

// Run as a script (not when bench/cluster.bench.ts imports measureFanout).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureFanout({
    clients: Number(process.argv[2] ?? 1000),
    seconds: Number(process.argv[3] ?? 30),
    url: process.env.FANOUT_URL,
  }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { apiLanguages, defaultApiLanguage, type ApiLanguage } from '@lantau/contract';
import { repositoryRoot } from '../apps/server/src/config';
import { errorMessages, localize } from '../apps/server/src/platform/i18n/server-messages';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../apps/server/src/platform/db/embedded/embedded-postgres';
import { freePort } from '../apps/server/test/support/free-port';
import { startTestRedis, type TestRedis } from '../apps/server/test/support/redis-server';
import { spawnTied } from '../apps/server/test/support/tied-child';

/**
 * The cluster topology on one machine, for `npm run cluster` (scripts/cluster.ts), the cluster tests
 * (apps/server/test-cluster) and `npm run bench:cluster`: one PostgreSQL, one Redis, the exchange's own process
 * (`npm run exchange`, over Redis Streams), N API nodes (the server's own main.ts, as `npm start` runs it, with
 * EXCHANGE=remote) and HAProxy in front of them on one port, HTTP and WebSockets alike.
 * Every process runs with a parent-death signal (setpriv), so nothing outlives the process that started it, even
 * on kill -9; `stop()` ends them all and removes the run folder.
 */
export interface ClusterOptions {
  /** API nodes (default 3). */
  nodes?: number;
  /** The balancer's port (default: a free one). */
  port?: number;
  /** The first node's port; the others follow it (default: free ones). */
  firstNodePort?: number;
  /** Redis's port (default: a free one). */
  redisPort?: number;
  /** A PostgreSQL server to use; unset: an embedded PostgreSQL in the run folder. */
  databaseUrl?: string;
  /** The built web app the nodes serve (default: apps/web/dist). */
  webDist?: string;
  /** Extra environment of every node (tests: LOG_LEVEL, RATE_LIMIT_PER_MINUTE...). */
  nodeEnv?: Record<string, string>;
  /** Lines about what starts and stops (npm run cluster prints them; tests stay quiet). */
  say?: (line: string) => void;
}

export interface ClusterNode {
  readonly name: string;
  readonly port: number;
  readonly baseUrl: string;
  /** The running process's ID (undefined while it is down). */
  readonly pid: number | undefined;
  /** kill -9, as a crash: resolves once the process is gone. */
  crash(): Promise<void>;
  /** Starts the node again on its port; resolves once it is ready. */
  start(): Promise<void>;
  /** SIGTERM: the node drains (readiness 503) and closes; resolves once it exited. */
  stop(): Promise<void>;
}

/** The exchange's own process (`npm run exchange`), one per installation. */
export interface ClusterExchange {
  readonly pid: number | undefined;
  /** kill -9: resolves once the process is gone. */
  crash(): Promise<void>;
  /** Starts it again; resolves once it serves. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The balancer: what clients use. */
  readonly url: string;
  readonly port: number;
  readonly nodes: readonly ClusterNode[];
  readonly redis: TestRedis;
  readonly exchange: ClusterExchange;
  readonly databaseUrl: string;
  readonly runDir: string;
  /** The balancer's process ID. */
  readonly balancerPid: number | undefined;
  stop(): Promise<void>;
}

const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';
const NODE_READY_TIMEOUT_MS = 90_000;
/**
 * The balancer checks each node this often, and takes it out after FALL failed checks in a row: a node busy
 * for a moment (a check answered late) stays in; a node draining on SIGTERM waits longer than that.
 */
const CHECK_INTERVAL_MS = 1_000;
const FALL = 3;
/**
 * What the balancer answers when no node could (502, 503, 504): the API's envelope, as a node's E5003, in the
 * caller's language. HAProxy picks it from two maps: x-lang when it names one of ours, else the first tag of
 * Accept-Language by prefix (a node weighs q-values too; a balancer's error page needs no more), else English.
 */
const unavailableEnvelope = (language: ApiLanguage) =>
  JSON.stringify({ code: 'E5003', message: localize(errorMessages.E5003, language), data: null });
const balancerMaps = {
  'languages.map': apiLanguages.map((language) => `${language} ${language}`),
  // Longest prefixes first: HAProxy takes the first line that matches.
  'accept-language.map': ['zh-hant zh_HK', 'zh-hk zh_HK', 'zh-tw zh_HK', 'zh-mo zh_HK', 'zh zh_CN'],
  'unavailable.map': apiLanguages.map((language) => `${language} ${unavailableEnvelope(language)}`),
};
const errorStatuses = [502, 503, 504] as const;

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function signalAndWait(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child) return;
  const exited = exitOf(child);
  child.kill(signal);
  await exited;
}

/** The HAProxy configuration: one frontend for HTTP and sockets, round robin over nodes that pass /api/ready. */
export function haproxyConfig(
  port: number,
  nodes: { name: string; port: number }[],
  mapsFolder: string,
): string {
  const mapFile = (name: keyof typeof balancerMaps) => path.join(mapsFolder, name);
  return [
    // No maxconn: HAProxy sizes it from the process's file limit (each proxied connection takes two).
    'global',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A WebSocket, once upgraded, is a tunnel: it lives as long as the client keeps it (the socket pings).
    '  timeout tunnel 1h',
    '  timeout http-request 30s',
    // A check answered within this is an answer, however long the interval.
    '  timeout check 2s',
    ...errorStatuses.map(
      (status) =>
        `  http-error status ${status} content-type "application/json; charset=utf-8" hdr cache-control no-store` +
        ` lf-string "%[var(txn.lang,${defaultApiLanguage}),map(${mapFile('unavailable.map')})]"`,
    ),
    // The nodes run with TRUST_PROXY: the client's address reaches them in X-Forwarded-For (rate limits, logs).
    '  option forwardfor',
    // A request whose connection to a dead node failed goes to another node, at each retry (a node dead but
    // not yet marked down is skipped at once); one that reached a node is never sent twice (the API's
    // Idempotency-Keys are for the client's own retries).
    '  retry-on conn-failure',
    '  retries 3',
    '  option redispatch 1',
    'frontend lantau',
    `  bind 127.0.0.1:${port}`,
    `  http-request set-var(txn.lang) req.hdr(accept-language,1),lower,map_beg(${mapFile('accept-language.map')})`,
    `  http-request set-var(txn.lang) req.hdr(x-lang),map(${mapFile('languages.map')}) if { req.hdr(x-lang),map(${mapFile('languages.map')}) -m found }`,
    // Sockets and calls go to the same nodes, through two backends: only a socket is cut when its node goes.
    '  use_backend sockets if { hdr(upgrade) -i websocket }',
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready',
    '  http-check expect status 200',
    // A call in flight when its node is marked down (draining on SIGTERM) is left to finish: the node still
    // answers it before it closes.
    // A node that refuses a connection (killed) is taken out at once, not after FALL checks: meanwhile a
    // request's retries, dealt round robin, could meet only dead nodes and be answered 503.
    `  default-server inter ${CHECK_INTERVAL_MS} fall ${FALL} rise 1 observe layer4 error-limit 1 on-error mark-down`,
    ...nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`),
    'backend sockets',
    '  balance roundrobin',
    // A node marked down (dead or draining) has its sockets closed, so its clients reconnect to the others;
    // the checks are the calls' backend's, so both see a node go at the same moment.
    ...nodes.map(
      (node) =>
        `  server ${node.name} 127.0.0.1:${node.port} track nodes/${node.name} on-marked-down shutdown-sessions`,
    ),
    '',
  ].join('\n');
}

/**
 * Writes the balancer's configuration and error maps into runDir/haproxy and starts HAProxy in front of the
 * nodes (stderr piped, for the caller's diagnostics). Not waited for: with no node up it answers only errors.
 */
export async function startBalancer(
  runDir: string,
  port: number,
  nodes: { name: string; port: number }[],
): Promise<ChildProcess> {
  const folder = path.join(runDir, 'haproxy');
  await mkdir(folder, { recursive: true });
  for (const [name, lines] of Object.entries(balancerMaps))
    await writeFile(path.join(folder, name), `${lines.join('\n')}\n`);
  const configFile = path.join(folder, 'haproxy.cfg');
  await writeFile(configFile, haproxyConfig(port, nodes, folder));
  return spawnTied(HAPROXY, ['-f', configFile, '-db'], { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + NODE_READY_TIMEOUT_MS;
  let exited = false;
  void exitOf(child).then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${baseUrl} exited while starting (its log: ${logFile})`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} was not ready within ${NODE_READY_TIMEOUT_MS / 1000} s (its log: ${logFile})`);
}

function clusterNode(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  runDir: string,
  say: (line: string) => void,
): ClusterNode {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(runDir, `${name}.log`);
  let child: ChildProcess | undefined;
  return {
    name,
    port,
    baseUrl,
    get pid() {
      return child?.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async start() {
      const log = createWriteStream(logFile, { flags: 'a' });
      child = spawnTied(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: repositoryRoot,
        env: { ...env, PORT: String(port), DATA_DIR: path.join(runDir, name) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      await waitUntilReady(baseUrl, child, logFile);
      say(`${name}: ${baseUrl} (pid ${child.pid})`);
    },
    async crash() {
      await signalAndWait(child, 'SIGKILL');
    },
    async stop() {
      await signalAndWait(child, 'SIGTERM');
    },
  };
}

const EXCHANGE_READY_LINE = 'the exchange is running';

function clusterExchange(
  env: NodeJS.ProcessEnv,
  runDir: string,
  say: (line: string) => void,
): ClusterExchange {
  const logFile = path.join(runDir, 'exchange.log');
  let child: ChildProcess | undefined;
  return {
    get pid() {
      return child?.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    async start() {
      const log = createWriteStream(logFile, { flags: 'a' });
      const started = spawnTied(process.execPath, ['--import', 'tsx', 'apps/server/src/exchange-main.ts'], {
        cwd: repositoryRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stderr?.pipe(log);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the exchange did not start (its log: ${logFile})`)),
          60_000,
        );
        started.once('exit', () =>
          reject(new Error(`the exchange exited while starting (its log: ${logFile})`)),
        );
        createInterface({ input: started.stdout! }).on('line', (line) => {
          log.write(`${line}\n`);
          if (!line.includes(EXCHANGE_READY_LINE)) return;
          clearTimeout(timer);
          resolve();
        });
      });
      say(`Exchange: its own process (pid ${started.pid}), over Redis Streams`);
    },
    crash: () => signalAndWait(child, 'SIGKILL'),
    stop: () => signalAndWait(child, 'SIGTERM'),
  };
}

/** Starts PostgreSQL (unless given), Redis, the nodes and the balancer; resolves once the balancer answers. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const say = options.say ?? (() => undefined);
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'lantau-cluster-'));
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      // The server's own embedded PostgreSQL, started here once for every node: they reach it through its
      // Unix socket (mode 0700, trust authentication for its owner), so it listens on no port anyone else
      // could reach.
      const embedded: EmbeddedPostgres = await startEmbeddedPostgres(
        path.join(runDir, 'database'),
        pino({ level: 'warn' }),
      );
      started.push(embedded);
      databaseUrl = `postgresql://postgres@localhost/lantau?host=${encodeURIComponent(embedded.clusterDir)}`;
      say(`PostgreSQL: embedded, ${embedded.clusterDir}`);
    } else say('PostgreSQL: DATABASE_URL');

    const redis = await startTestRedis({ appendonly: true, port: options.redisPort });
    started.push(redis);
    say(`Redis: ${redis.url}`);
    const exchange = clusterExchange(
      // Info at least: its start line is how we know it serves.
      { ...process.env, ...options.nodeEnv, REDIS_URL: redis.url, LOG_LEVEL: 'info' },
      runDir,
      say,
    );
    await exchange.start();
    started.push(exchange);

    const count = options.nodes ?? 3;
    const nodeEnv: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      EXCHANGE: 'remote',
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_SECONDS: String(Math.ceil(((FALL + 1) * CHECK_INTERVAL_MS) / 1000)),
      ...(options.webDist && { WEB_DIST: options.webDist }),
      ...options.nodeEnv,
    };
    const nodes: ClusterNode[] = [];
    for (let index = 0; index < count; index++) {
      const port = options.firstNodePort ? options.firstNodePort + index : await freePort();
      nodes.push(clusterNode(`node${index + 1}`, port, nodeEnv, runDir, say));
    }
    started.push({ stop: async () => void (await Promise.all(nodes.map((node) => node.stop()))) });
    // The first node brings the database's schema and seed up to date alone; the others then start together.
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));

    const port = options.port ?? (await freePort());
    const balancer = await startBalancer(runDir, port, nodes);
    let balancerErrors = '';
    balancer.stderr?.on('data', (chunk: Buffer) => (balancerErrors = (balancerErrors + chunk).slice(-4_000)));
    started.push({ stop: () => signalAndWait(balancer, 'SIGTERM') });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(url, balancer, `haproxy: ${balancerErrors}`);
    say(`Balancer (HAProxy): ${url} (pid ${balancer.pid})`);
    return {
      url,
      port,
      nodes,
      redis,
      exchange,
      databaseUrl,
      runDir,
      get balancerPid() {
        return balancer.exitCode === null ? balancer.pid : undefined;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

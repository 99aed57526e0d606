import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createMigratedTestDatabase, createTestDatabase, type Backend, type TestDatabase } from './backends';
import { createTestWebDist } from './web-dist';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (an envelope for API calls). */
  body: { code: string; message: string; data: T };
}

/** The configuration a test server runs with: quiet logs, a fresh database, a test web app. */
export function testConfig(database: TestDatabase, webDist: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: database.dataDir,
      WEB_DIST: webDist,
      // The test web app has no server render; a test of the prerender gives its own (prerender.test.ts).
      WEB_PRERENDER: 'off',
      // Fund requests wait for staff in tests; a test that wants demo processing turns it on.
      DEMO_FUND_PROCESSING_SECONDS: '0',
      // The demo IPOs' applications move the demo clients' cash: a test that wants them turns them on.
      DEMO_IPOS: 'false',
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    }),
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  database: TestDatabase;
  webDist: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Calls an API and parses the envelope. */
  call<T = unknown>(path: string, init?: RequestInit): Promise<ApiResponse<T>>;
  /** Posts a JSON body to an API. */
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
}

/** Starts the real server on a real port. */
export async function startTestServer(
  database: TestDatabase,
  config: Config,
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestServer> {
  const app = await buildApp(config, extend);
  // HOST is 127.0.0.1 unless a test overrides it (to be reached from another address of this machine).
  const address = await app.listen({ port: 0, host: config.host });
  return {
    app,
    baseUrl: address,
    database,
    webDist: config.webDist,
    ...httpClientOf(address),
  };
}

/**
 * The test server's HTTP helpers for a server at an address (in this process or another); `headers` go with
 * every request (the cluster tests' client address in X-Forwarded-For).
 */
export function httpClientOf(
  baseUrl: string,
  headers: Record<string, string> = {},
): Pick<TestServer, 'fetch' | 'call' | 'post'> {
  const fetchPath = (url: string, init: RequestInit = {}) =>
    fetch(baseUrl + url, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
  const call = async <T>(url: string, init?: RequestInit): Promise<ApiResponse<T>> => {
    const response = await fetchPath(url, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: JSON.parse(text) as ApiResponse<T>['body'],
    };
  };
  return {
    fetch: fetchPath,
    call,
    post: (url, body, headers = {}) =>
      call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

export interface TestServerOptions {
  /**
   * What the server's new database holds before it starts: 'migrated' (the default) is a copy of the run's
   * migrated template (support/database-templates.ts); 'empty' is a database nothing was done to, for a test of
   * what a server's very first start does to it (initdb, every migration).
   */
  database?: 'migrated' | 'empty';
}

/**
 * One server for a whole describe block: a new database of its own (a copy of the migrated template unless
 * `options.database` says 'empty') and web app before the first test, everything removed after the last. Read
 * `server.current` inside tests.
 */
export function useTestServer(
  backend: Backend,
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
  options: TestServerOptions = {},
): { current: TestServer } {
  const holder = {} as { current: TestServer };
  beforeAll(async () => {
    const database =
      options.database === 'empty'
        ? await createTestDatabase(backend)
        : await createMigratedTestDatabase(backend);
    const webDist = await createTestWebDist();
    holder.current = await startTestServer(database, testConfig(database, webDist, overrides), extend);
  });
  afterAll(async () => {
    const server = holder.current;
    if (!server) return;
    await server.app.close();
    await server.database.drop();
    await rm(server.webDist, { recursive: true, force: true });
  });
  return holder;
}

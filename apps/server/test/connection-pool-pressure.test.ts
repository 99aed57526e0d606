import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundRequest, Order, Quote, UserSession, Withdrawable } from '@lantau/contract';
import { repositoryRoot } from '../src/config';
import { SecondConnectionError } from '../src/platform/db/one-connection-guard';
import { createMigratedTestDatabase, testBackends, type TestDatabase } from './support/backends';
import {
  crash,
  exited,
  killCrashableServers,
  startCrashableServer,
  type CrashableServer,
} from './support/crashable-server';
import { fundKey } from './support/funds';
import { codeIn, demoClient, logIn, mobileOf, outbox, signedCall, wrongCodeFor } from './support/identity';
import { marketGet } from './support/market-data';
import { hkOrder, placeOrder } from './support/orders';
import type { StormCall } from './support/signed-storm';
import { httpClientOf, useTestServer, type ApiResponse, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';

// A transaction that waited for a second connection of its own pool once held the whole platform: with as many
// withdrawals in flight as the pool had connections (a wrong SMS code was enough), every connection was held by
// a transaction waiting for another, and every request of every broker hung for good.

const GUESSER = 'LTU1006'; // sends withdrawals with a wrong code
const OWNER = 'LTU1001'; // sends one valid code in many withdrawals at once
const BYSTANDER = 'LTU1004'; // another client trading meanwhile
const STORM = 200;
/**
 * The outside server's pool: fewer connections than the withdrawals it serves at once (two sessions of six), so
 * the pool is exhausted all through the storm. With ten, a withdrawal that waited for a second connection
 * deadlocked only now and then (every connection held by one at once): reintroduced, that slip went unseen.
 */
const POOL = 4;

interface Storm {
  /** How many of the storm's calls have been answered so far. */
  answered(): number;
  /** Each call's code, in the order given, once all are answered. */
  codes: Promise<string[]>;
}

/** Sends the calls all at once from a process of its own, as clients outside would. */
function stormFrom(baseUrl: string, calls: StormCall[]): Storm {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/support/signed-storm.ts'], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const codes: string[] = [];
  let answered = 0;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [index, code] = line.split(' ');
    codes[Number(index)] = code!;
    answered += 1;
  });
  child.stdin.end(JSON.stringify({ baseUrl, calls }));
  return { answered: () => answered, codes: exited(child).then(() => codes) };
}

describe.each(testBackends)('one request cannot hold the platform (%s)', (backend) => {
  describe('in process', () => {
    const server = useTestServer(backend);

    it('refuses work that holds a connection another one of its pool at once, and the pool goes on', async () => {
      const db = server.current.app.db;
      const anyBroker = () => db.selectFrom('brokers').select('broker_code').limit(1).execute();
      await expect(db.transaction().execute(() => anyBroker())).rejects.toThrow(SecondConnectionError);
      await expect(db.connection().execute(() => anyBroker())).rejects.toThrow(SecondConnectionError);
      // Through its own connection, as it should, and afterwards through the pool like anyone.
      const own = await db
        .transaction()
        .execute((trx) => trx.selectFrom('brokers').select('broker_code').limit(1).execute());
      expect(own).toHaveLength(1);
      expect(await anyBroker()).toHaveLength(1);
    });
  });

  describe('with small time limits', () => {
    const server = useTestServer(
      backend,
      {
        databasePoolSize: 2,
        databaseTimeouts: { acquireMs: 300, statementMs: 500, idleInTransactionMs: 500 },
      },
      (app) => {
        // A call whose work takes longer than the statement time limit.
        app.get('/api/test/slow', async () => {
          await sql`select pg_sleep(2)`.execute(app.db);
          return { code: 'OK', message: '', data: null };
        });
      },
    );

    it('cancels a statement past its time limit and answers E5004 in the envelope, not a server error', async () => {
      const answer = await server.current.call('/api/test/slow', { headers: { 'x-lang': 'zh_HK' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        code: 'E5004',
        message: '平台繁忙，未能處理你的要求，請稍後再試。',
      });
    });

    it('gives up waiting for a pooled connection after its time limit, then serves again', async () => {
      const db = server.current.app.db;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holders = [0, 1].map(() => db.connection().execute(() => held));
      // Both connections stay held until the call is answered: a call that waited for one for good would never
      // be answered (the test's time limit ends it), so an answer at all shows that it gave up waiting.
      const answer = await server.current.call('/api/test/slow');
      expect(answer.body.code).toBe('E5004');
      release();
      await Promise.all(holders);
      expect(await db.selectFrom('brokers').select('broker_code').limit(1).execute()).toHaveLength(1);
    });

    it('ends a transaction left idle past its time limit, which returns its connection', async () => {
      const db = server.current.app.db;
      const idle = db.transaction().execute(async (trx) => {
        await trx.selectFrom('brokers').select('broker_code').limit(1).execute();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await trx.selectFrom('brokers').select('broker_code').limit(1).execute();
      });
      await expect(idle).rejects.toThrow();
      expect(await db.selectFrom('brokers').select('broker_code').limit(1).execute()).toHaveLength(1);
    });
  });

  describe('from outside', () => {
    let database: TestDatabase;
    let webDist: string;
    let running: CrashableServer;
    let remote: TestServer;
    beforeAll(async () => {
      database = await createMigratedTestDatabase(backend);
      webDist = await createTestWebDist();
      running = await startCrashableServer(database.dataDir, webDist, {
        ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
        DEMO_FUND_PROCESSING_SECONDS: '0',
        DATABASE_POOL_SIZE: String(POOL),
      });
      remote = httpClientOf(running.baseUrl) as TestServer;
    });
    afterAll(async () => {
      if (running) {
        crash(running);
        await exited(running.process);
      }
      killCrashableServers();
      await database?.drop();
      if (webDist) await rm(webDist, { recursive: true, force: true });
    });

    const withdrawalCode = async (session: UserSession) => {
      const sent = await signedCall<{ codeID: string }>(
        remote,
        session,
        'POST',
        '/api/funds/withdrawals/codes',
      );
      expect(sent.body.code).toBe('OK');
      const [message] = await outbox(remote, { to: mobileOf(demoClient(session.userID)) });
      return { codeID: sent.body.data.codeID, smsCode: codeIn(message) };
    };
    const withdrawals = (session: UserSession, code: { codeID: string; smsCode: string }): StormCall[] =>
      Array.from({ length: STORM }, () => ({
        session,
        method: 'POST',
        path: '/api/funds/withdrawals',
        body: {
          accountNumber: `${session.userID}01`,
          currency: 'HKD',
          amount: '100',
          bankAccountID: `${session.userID}-B1`,
          ...code,
        },
        headers: { 'idempotency-key': fundKey() },
      }));
    const withdrawable = async (session: UserSession) =>
      (
        await signedCall<Withdrawable>(
          remote,
          session,
          'GET',
          `/api/funds/withdrawable?accountNumber=${session.userID}01&currency=HKD`,
        )
      ).body.data.withdrawable;

    it(`serves another client's quotes and orders between the withdrawals while ${2 * STORM} arrive at once`, async () => {
      const [bystander, guesser, owner] = await Promise.all(
        [BYSTANDER, GUESSER, OWNER].map(async (userId) => (await logIn(remote, userId)).session),
      );
      const guessed = await withdrawalCode(guesser!);
      const valid = await withdrawalCode(owner!);
      const before = await withdrawable(owner!);

      const calls = [
        ...withdrawals(guesser!, { ...guessed, smsCode: wrongCodeFor(guessed.smsCode) }),
        ...withdrawals(owner!, valid),
      ];
      const storm = stormFrom(running.baseUrl, calls);
      let stormOver = false;
      void storm.codes.finally(() => (stormOver = true));

      // The bystander keeps trading until the storm is over: a quote, a resting buy, its cancel. Each answer notes
      // how many of the storm's calls had been answered by then: an order of events, no clock, so a busy machine
      // changes nothing.
      const stormAnsweredBy: number[] = [];
      const answered = async <T>(call: () => Promise<ApiResponse<T>>) => {
        const answer = await call();
        // Every call of the bystander's is served (a pool held by the storm would answer E5004).
        expect(answer.body.code).toBe('OK');
        stormAnsweredBy.push(storm.answered());
        return answer;
      };
      do {
        const quote = await answered(() =>
          marketGet<Quote>(remote, bystander!, '/snapshots/details', {
            market: 'HK',
            stockCode: '00700',
          }),
        );
        // The lowest bid level shown: the buy rests in the book until it is cancelled.
        const price = quote.body.data.bids.at(-1)?.price;
        const placed = await answered(() =>
          placeOrder(remote, bystander!, hkOrder({ accountNumber: `${BYSTANDER}01`, price })),
        );
        const orderId = (placed.body.data as Order | undefined)?.orderID;
        if (orderId !== undefined) {
          await answered(() => signedCall(remote, bystander!, 'DELETE', `/api/orders/${orderId}`));
        }
      } while (!stormOver);
      const answers = await storm.codes;

      // Some of the bystander's calls were served while withdrawals were still waiting: the storm did not hold
      // the pool (with transactions each waiting for a second connection, the bystander's calls would wait for
      // one too), and the bystander was not kept waiting until it was over. On a platform held for good the test
      // would wait for ever: its time limit ends that, and is no measure.
      const amidStorm = stormAnsweredBy.filter((count) => count > 0 && count < calls.length);
      expect(amidStorm.length).toBeGreaterThan(0);

      // The wrong code counted, then died. The valid code signed exactly one withdrawal. Calls past what a session
      // may have waiting would be refused at once (E4029); none failed otherwise.
      const guesses = answers.slice(0, STORM);
      expect(guesses).toContain('E2003');
      expect(guesses.filter((code) => !['E2003', 'E2004', 'E4029'].includes(code))).toEqual([]);
      const owners = answers.slice(STORM);
      expect(owners.filter((code) => code === 'OK')).toHaveLength(1);
      expect(owners.filter((code) => !['OK', 'E2007', 'E4029'].includes(code))).toEqual([]);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
      const records = await signedCall<{ requests: FundRequest[] }>(
        remote,
        owner!,
        'GET',
        `/api/funds/requests?type=WITHDRAWAL&from=${today}&to=${today}`,
      );
      const held = records.body.data.requests;
      expect(held).toHaveLength(1);
      expect(new Decimal(before).minus(await withdrawable(owner!)).toFixed(2)).toBe(
        new Decimal(held[0]!.amount).plus(held[0]!.fee).toFixed(2),
      );
    });
  });
});

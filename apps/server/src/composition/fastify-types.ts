import type { Kysely } from 'kysely';
import type { MarketSimulator } from '@lantau/exchange';
import type { ApiLanguage, CallDefinition } from '@lantau/contract';
import type { Database } from '../platform/db/schema';
import type { AuthSession } from '../capabilities/auth/session-service';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { BrokerRepository } from '../capabilities/brokers/broker-repository';
import type { EventBus } from '../platform/events/event-bus';
import type { Ledger } from '../capabilities/ledger';
import type { StaffSession } from '../capabilities/back-office/staff-sessions';
import type { StreamHub } from '../capabilities/market-data/stream-hub';
import type { PriceAlertWatcher } from '../capabilities/price-alerts/price-alert-watcher';
import type { SessionCheck } from '../platform/http/session-check';
import type { NewIssues } from '../capabilities/markets/new-issues';
import type { SocketPresence } from '../platform/sockets/socket-presence';

/**
 * What this server adds to Fastify's instances, requests and route configuration. Capabilities are handed what
 * they need by app.ts and never read the instance's parts below: those are for tests, benchmarks and operators
 * (app.ts decorates them last), except the session checks, which registerCall wires into each route, and the
 * list of calls the API document is made from. Requests carry what Fastify's request lifecycle found out.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The event bus between the platform's parts (and, with Redis, its nodes). */
    bus: EventBus;
    /** This node's ID in Redis (random at each start), or 'local' without Redis (shared-state.ts). */
    nodeId: string;
    /** Which nodes hold a user's session sockets, for operators and metrics. */
    socketPresence: SocketPresence;
    /** Brokers and their configuration, cached; changes made through it reach every node's cache. */
    brokerRepository: BrokerRepository;
    /** Every contract call registered so far, in order (for the API document and its tests). */
    registeredCalls: CallDefinition[];
    /** The session check of calls with `access: 'client'` (see auth/authenticate.ts). */
    authenticate: SessionCheck;
    /**
     * The staff session check of calls with `access: { staff: permission }`: a live staff session of the
     * broker and the call's permission (see back-office/staff-authenticate.ts).
     */
    authenticateStaff: SessionCheck;
    /** The scheduled jobs (purges, dividends, demo fund processing): see register-jobs.ts. */
    jobs: JobRunner;
    /** Money and positions: journals, holds and balances (see ledger/ledger.ts); callers own the transaction. */
    ledger: Ledger;
    /** The simulated exchange this server quotes (tests step it; benchmarks read it). */
    marketSimulator: MarketSimulator;
    /** The streaming socket's fan-out, for its statistics. */
    streamHub: StreamHub;
    /** Resolves when every queued order change has been written (tests). */
    ordersIdle: () => Promise<void>;
    /** The evaluator of price alerts on the live market (tests wait for it to be idle). */
    priceAlertWatcher: PriceAlertWatcher;
    /** The IPO desk's port to the exchange's new issues (tests list and cancel test issues through it). */
    newIssues: NewIssues;
  }
  interface FastifyRequest {
    /** The caller's language, from x-lang or Accept-Language. */
    language: ApiLanguage;
    /** The body exactly as received, for the request signature (JSON bodies). */
    rawBody: Buffer | undefined;
    /** The caller's session, once an `access: 'client'` call passed its checks. */
    auth: AuthSession | undefined;
    /** The staff member's session, once a staff call passed its checks. */
    staff: StaffSession | undefined;
  }
  interface FastifyContextConfig {
    /** The contract call a route serves; the error handler reads its invalidInputCodes. */
    call?: CallDefinition;
    /** Whether the call may be made while post-login tasks are pending (else E2013). */
    allowedWithPendingTasks?: boolean;
  }
}

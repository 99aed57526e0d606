import type { Kysely } from 'kysely';
import type { ApiLanguage, CallDefinition } from '@lantau/contract';
import type { Database } from '../platform/db/schema';
import type { AuthSession } from '../capabilities/auth/session-service';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { BrokerRepository } from '../capabilities/brokers/broker-repository';
import type { EventBus } from '../platform/events/event-bus';
import type { SocketHelloVerifier } from '../capabilities/auth/socket-hello';
import type { Ledger } from '../capabilities/ledger';
import type { StaffSession } from '../capabilities/back-office/staff-sessions';
import type { SessionCheck } from '../platform/http/session-check';

/** What this server adds to Fastify's instances, requests and route configuration. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The event bus between the platform's parts (and, with Redis, its nodes). */
    bus: EventBus;
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
    /** The scheduled jobs (purges; later settlement and expiries): see jobs/register-jobs.ts. */
    jobs: JobRunner;
    /** The check of a socket's signed hello (see auth/socket-hello.ts). */
    verifySocketHello: SocketHelloVerifier;
    /** Money and positions: journals, holds and balances (see ledger/ledger.ts); callers own the transaction. */
    ledger: Ledger;
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

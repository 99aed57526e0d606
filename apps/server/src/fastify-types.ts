import type { Kysely } from 'kysely';
import type { ApiLanguage, CallDefinition } from '@lantau/contract';
import type { Database } from './db/schema';

/** What this server adds to Fastify's instances, requests and route configuration. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Every contract call registered so far, in order (for the API document and its tests). */
    registeredCalls: CallDefinition[];
  }
  interface FastifyRequest {
    /** The caller's language, from x-lang or Accept-Language. */
    language: ApiLanguage;
  }
  interface FastifyContextConfig {
    /** The contract call a route serves; the error handler reads its invalidInputCodes. */
    call?: CallDefinition;
  }
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { AuthRateLimiter } from '../auth/rate-limiter';
import { createUserRepository } from '../auth/user-repository';
import type { Notifier } from '../notifications/notifier';
import { registerUserRoutes } from './user-routes';
import { createUserService } from './user-service';

/** The client's own profile and settings (/users): registered after identity, whose session check they pass. */
export function registerUsers(
  app: FastifyInstance,
  shared: { db: Kysely<Database>; notifier: Notifier; bus: EventBus; limiter: AuthRateLimiter },
): void {
  const users = createUserRepository(shared.db);
  registerUserRoutes(app, createUserService(shared.db, users, shared.notifier, shared.bus), shared.limiter);
}

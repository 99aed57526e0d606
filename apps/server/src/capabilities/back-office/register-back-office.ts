import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createLoginAttemptRepository } from '../auth/login-attempt-repository';
import { createLoginGuard, perUserThrottle } from '../auth/login-guard';
import { createMemoryNonceStore } from '../auth/nonce-store';
import type { AuthRateLimiter } from '../auth/rate-limiter';
import type { AuthSettings } from '../auth/auth-settings';
import type { Notifier } from '../notifications/notifier';
import { createStaffAuthenticator } from './staff-authenticate';
import { createStaffLogin } from './staff-login';
import { registerStaffRoutes } from './staff-routes';
import { createStaffSessions } from './staff-sessions';

/**
 * The back office's identity: staff sessions, the staff check every staff call passes (app.authenticateStaff,
 * the session check registerCall wires into each staff route, so register this before any staff call) and the
 * staff login, profile and audit routes.
 * Staff logins are guarded by the clients' login guard and rate limits, with the same settings.
 */
export function registerBackOffice(
  app: FastifyInstance,
  config: Pick<AuthSettings, 'loginMaxAttempts' | 'loginLockMinutes' | 'otpMaxMismatches'>,
  shared: { db: Kysely<Database>; notifier: Notifier; limiter: AuthRateLimiter },
): void {
  const { db } = shared;
  const sessions = createStaffSessions(db);
  app.decorateRequest('staff', undefined);
  app.decorate('authenticateStaff', createStaffAuthenticator(sessions, createMemoryNonceStore()));
  const guard = createLoginGuard(
    createLoginAttemptRepository(db),
    { maxAttempts: config.loginMaxAttempts, lockMinutes: config.loginLockMinutes },
    {
      purpose: 'STAFF_LOGIN',
      forgets: ['STAFF_LOGIN'],
      isKnownOrigin: sessions.isKnownOrigin,
      throttle: perUserThrottle(shared.limiter, 'staff-login'),
    },
  );
  const login = createStaffLogin({
    db,
    sessions,
    notifier: shared.notifier,
    guard,
    maxCodeMismatches: config.otpMaxMismatches,
  });
  registerStaffRoutes(app, { db, login, sessions, limiter: shared.limiter });
}

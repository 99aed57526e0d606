import type { FastifyInstance } from 'fastify';
import { createMemoryNonceStore } from '../auth/nonce-store';
import type { Notifier } from '../notifications/notifier';
import { createStaffAuthenticator } from './staff-authenticate';
import { createStaffLogin } from './staff-login';
import { registerStaffRoutes } from './staff-routes';
import { createStaffSessions } from './staff-sessions';

/**
 * The back office's identity: staff sessions, the staff check every staff call passes (decorated as
 * app.authenticateStaff, so register this before any staff call) and the staff login, profile and audit routes.
 */
export function registerBackOffice(app: FastifyInstance, shared: { notifier: Notifier }): void {
  const sessions = createStaffSessions(app.db);
  app.decorateRequest('staff', undefined);
  app.decorate('authenticateStaff', createStaffAuthenticator(sessions, createMemoryNonceStore()));
  registerStaffRoutes(app, createStaffLogin(app.db, sessions, shared.notifier), sessions);
}

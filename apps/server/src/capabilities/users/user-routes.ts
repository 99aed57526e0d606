import type { FastifyInstance } from 'fastify';
import {
  getUserConfigurations,
  getUserProfile,
  patchUserConfigurations,
  patchUserLanguage,
  patchUserPassword,
  postUserAgreement,
} from '@lantau/contract';
import { sessionOf } from '../auth/authenticate';
import type { AuthRateLimiter } from '../auth/rate-limiter';
import { registerCall } from '../../platform/http/register-call';
import type { UserService } from './user-service';

/** These calls are how a client completes its post-login tasks, so they stay open while tasks are pending. */
const duringTasks = { allowedWithPendingTasks: true };

/** /api/users/{userID}: the session's own user only (the authenticator refuses any other with E2014). */
export function registerUserRoutes(app: FastifyInstance, users: UserService, limiter: AuthRateLimiter): void {
  registerCall(
    app,
    getUserConfigurations,
    ({ request, query }) => users.configurations(sessionOf(request).userId, query.key),
    duringTasks,
  );

  registerCall(
    app,
    patchUserConfigurations,
    ({ request, body }) => users.saveConfigurations(sessionOf(request).userId, body.config),
    duringTasks,
  );

  registerCall(
    app,
    patchUserPassword,
    async ({ request, body }) => {
      const session = sessionOf(request);
      // Guessing the current password through this call must be as slow as through the login.
      await limiter.check('password-change', { resetPerUser: session.userId, resetPerAddress: request.ip });
      await users.changePassword(session, body, request.language);
      return null;
    },
    duringTasks,
  );

  registerCall(
    app,
    postUserAgreement,
    async ({ request }) => {
      await users.acceptAgreement(sessionOf(request).userId);
      return null;
    },
    duringTasks,
  );

  registerCall(
    app,
    patchUserLanguage,
    async ({ request, body }) => {
      await users.setLanguage(sessionOf(request).userId, body.language);
      return null;
    },
    duringTasks,
  );

  registerCall(app, getUserProfile, ({ request }) => users.profile(sessionOf(request).userId));
}

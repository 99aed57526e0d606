import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { AuthSettings } from './auth-settings';
import type { EventBus } from '../../platform/events/event-bus';
import type { Notifier } from '../notifications/notifier';
import { createUserRepository } from './user-repository';
import { registerAuthRoutes } from './auth-routes';
import { createAuthenticator } from './authenticate';
import { createBrokerAuthSettings } from './broker-auth-settings';
import { createChallengeRepository } from './challenge-repository';
import { createLoginAttemptRepository } from './login-attempt-repository';
import { createLoginGuard, perUserThrottle, type LoginGuardKind } from './login-guard';
import { createLoginService } from './login-service';
import type { NonceStore } from './nonce-store';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordResetService } from './password-reset-service';
import { createAuthRateLimiter, type AuthRateLimiter, type RateLimitStore } from './rate-limiter';
import { createSessionRepository } from './session-repository';
import { createSessionService, type SessionService } from './session-service';
import { createSliderService } from './slider-service';
import { createThirdPartyCodes } from './third-party-codes';
import { createSocketHelloVerifier, type SocketHelloVerifier } from './socket-hello';
import { createValidationRepository } from './validation-repository';

/**
 * Wires identity and sessions: the authenticator every `access: 'client'` call passes (app.authenticate, the
 * session check registerCall wires into each such route, so register this before any such call) and the /auths
 * routes. Returns the session service for the parts that look sessions up (sockets, reports), the check of a
 * socket's signed hello for the sockets, and the auth rate limiter the staff login shares. The nonces and the
 * rate limits' counts are the stores the nodes share (in process for one node, Redis for several).
 */
export function registerIdentity(
  app: FastifyInstance,
  config: AuthSettings,
  shared: {
    db: Kysely<Database>;
    brokers: BrokerRepository;
    bus: EventBus;
    notifier: Notifier;
    nonces: NonceStore;
    rateLimits: RateLimitStore;
  },
): { sessions: SessionService; limiter: AuthRateLimiter; verifySocketHello: SocketHelloVerifier } {
  const { db } = shared;
  const users = createUserRepository(db);
  const challenges = createChallengeRepository(db);
  const validations = createValidationRepository(db);
  const sessions = createSessionService(db, createSessionRepository(db), shared.bus, {
    sessionTimeoutOverride: config.sessionTimeoutSeconds,
    passwordMaxAgeDays: config.passwordMaxAgeDays,
  });
  app.addHook('onClose', async () => sessions.stop());
  const settingsOf = createBrokerAuthSettings(shared.brokers, config.sessionTimeoutSeconds);
  const codes = createOneTimeCodes(challenges, shared.notifier, {
    maxMismatches: config.otpMaxMismatches,
    resendSeconds: config.otpResendSeconds,
  });
  const limiter = createAuthRateLimiter(config.authRateLimits, shared.rateLimits);
  const attempts = createLoginAttemptRepository(db);
  const guardPolicy = { maxAttempts: config.loginMaxAttempts, lockMinutes: config.loginLockMinutes };
  // A password reset ends a login lock: clients' two kinds forget each other's counts.
  const clientKind: Omit<LoginGuardKind, 'purpose'> = {
    forgets: ['LOGIN', 'RESET_PASSWORD'],
    isKnownOrigin: attempts.isKnownClientOrigin,
  };
  const guard = createLoginGuard(attempts, guardPolicy, {
    ...clientKind,
    purpose: 'LOGIN',
    throttle: perUserThrottle(limiter, 'login'),
  });

  // Signed calls and socket hellos share one memory of nonces: a nonce is used once, whatever carried it.
  const { nonces } = shared;
  app.decorate('authenticate', createAuthenticator(sessions, nonces));
  const verifySocketHello = createSocketHelloVerifier(sessions, nonces);

  registerAuthRoutes(app, {
    login: createLoginService({
      db,
      users,
      challenges,
      sessions,
      codes,
      notifier: shared.notifier,
      settingsOf,
      bus: shared.bus,
      guard,
      limiter,
      policy: { resendSeconds: config.otpResendSeconds },
    }),
    reset: createPasswordResetService({
      db,
      users,
      challenges,
      validations,
      codes,
      guard: createLoginGuard(attempts, guardPolicy, {
        ...clientKind,
        purpose: 'RESET_PASSWORD',
        throttle: perUserThrottle(limiter, 'password-reset', 'resetPerUser'),
      }),
      limiter,
      sessions,
      notifier: shared.notifier,
      settingsOf,
      resendSeconds: config.otpResendSeconds,
    }),
    slider: createSliderService(validations),
    sessions,
    limiter,
    thirdParty: createThirdPartyCodes({
      db,
      users,
      challenges,
      codes,
      settingsOf,
      limiter,
      bus: shared.bus,
      resendSeconds: config.otpResendSeconds,
    }),
  });
  return { sessions, limiter, verifySocketHello };
}

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionServerFrame, UserSession } from '@lantau/contract';
import { pendingTasksOf, type PendingTask } from '@lantau/domain';
import type { CodeChannel, Database } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/insert-missing';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import { keyedExpiringCache } from '../../platform/shared/keyed-expiring-cache';
import type { UserRow } from './user-repository';
import { sessionAbsoluteTimeoutFrom, sessionTimeoutFrom } from './broker-auth-settings';
import { randomId, randomToken, sha256Hex } from './secrets';
import type { LiveSessionRow, SessionRepository } from './session-repository';

export type LogoutReason = Extract<SessionServerFrame, { type: 'logout' }>['reason'];

/** A live session as the checks of an authenticated call see it. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  brokerCode: string;
  signingKey: string;
  otpChannel: CodeChannel;
  /** When the session ends unless a call slides it: the stored expiry, never past absoluteExpiresAt. */
  expiresAt: Date;
  /** When the session ends however active (the broker's WebSessionAbsoluteTimeoutSeconds from its login). */
  absoluteExpiresAt: Date;
  timeoutSeconds: number;
  pendingTasks: PendingTask[];
}

export interface SessionPolicy {
  /** SESSION_TIMEOUT_SECONDS: replaces every broker's timeout when set. */
  sessionTimeoutOverride: number | undefined;
  passwordMaxAgeDays: number;
}

const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
const earlier = (a: Date, b: Date) => (a <= b ? a : b);

/** When a session ends however active: its login plus the broker's absolute time-out. */
const absoluteEndOf = (row: Pick<LiveSessionRow, 'created_at' | 'broker_absolute_timeout'>) =>
  new Date(row.created_at.getTime() + sessionAbsoluteTimeoutFrom(row.broker_absolute_timeout) * 1000);

/**
 * The stored expiry moves only in steps of this share of the timeout (36 s of 30 minutes): the session may end
 * up to one step before a full idle timeout after the last call, and every node, reading the same row, agrees
 * on when. The x-session-expires-in header always tells the stored time, so the client's timer is exact.
 */
export const SLIDE_STEP_FRACTION = 0.02;
const slideStepMs = (timeoutSeconds: number) => timeoutSeconds * 1000 * SLIDE_STEP_FRACTION;

/**
 * How long a node answers a token from its copy of the session without hearing of a change. Every change made
 * through this service (logout, a newer login, refresh rotation, a slide, a password reset) and every change of
 * the user (password, agreement) is announced on the event bus and drops the copy at once on the nodes that
 * hear it; a node the bus does not reach, or an edit made straight in SQL, is seen within this time.
 */
export const SESSION_CACHE_TTL_MS = 1_000;

/**
 * Sessions: one live session per user (a new login ends the older one), tokens stored only as hashes, a
 * sliding idle timeout under an absolute one (the broker's WebSessionAbsoluteTimeoutSeconds from the login: no
 * slide or refresh goes past it), refresh-token rotation with reuse detection, and the logout pushes that go
 * with them.
 */
export function createSessionService(
  db: Kysely<Database>,
  repository: SessionRepository,
  bus: EventBus,
  policy: SessionPolicy,
) {
  /** Expiries this node is writing now, by session. */
  const slidesUnderWay = new Map<string, number>();
  /** Live sessions by token hash; unknown tokens are not kept, so a token new on another node works at once. */
  const liveByTokenHash = keyedExpiringCache(
    (tokenHash: string) => repository.findLiveByTokenHash(tokenHash, new Date()),
    { ttlMs: SESSION_CACHE_TTL_MS, keep: (row) => row !== undefined },
  );
  const stop = bus.subscribe((event) => {
    if (event.type === 'session-ended' || event.type === 'session-changed') {
      liveByTokenHash.dropWhere((row) => row?.session_id === event.sessionId);
    } else if (event.type === 'user-changed') {
      liveByTokenHash.dropWhere((row) => row?.user_id === event.userId);
    } else if (event.type === 'broker-changed') {
      // The broker's session timeout is part of the row.
      liveByTokenHash.clear();
    }
  });

  function toAuthSession(row: LiveSessionRow, now: Date): AuthSession {
    const absoluteExpiresAt = absoluteEndOf(row);
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      brokerCode: row.broker_code,
      signingKey: row.signing_key,
      otpChannel: row.otp_channel,
      expiresAt: earlier(row.expires_at, absoluteExpiresAt),
      absoluteExpiresAt,
      timeoutSeconds: sessionTimeoutFrom(row.broker_timeout, policy.sessionTimeoutOverride),
      pendingTasks: pendingTasksOf(
        {
          agreementAcceptedAt: row.additional_agreement_accepted_at,
          mustChangePassword: row.must_change_password,
          passwordChangedAt: row.password_changed_at,
        },
        now,
        policy.passwordMaxAgeDays,
      ),
    };
  }

  async function announceEnded(sessionIds: readonly string[], reason: LogoutReason): Promise<void> {
    for (const sessionId of sessionIds) await bus.publish({ type: 'session-ended', sessionId, reason });
  }

  /** Revokes one session, recording `recordedReason`, and tells its sockets `reason`. */
  async function end(sessionId: string, reason: LogoutReason, recordedReason: string = reason) {
    await announceEnded(await repository.revoke(db, { sessionId }, recordedReason), reason);
  }

  return {
    /** Stops listening to the event bus (the server is closing). */
    stop,

    async findLive(token: string | undefined, now = new Date()): Promise<AuthSession | undefined> {
      if (!token) return undefined;
      const tokenHash = sha256Hex(token);
      let row = await liveByTokenHash.get(tokenHash);
      // The copy may predate a slide another node wrote: an expiry is only believed from the database.
      if (row && row.expires_at <= now) row = await repository.findLiveByTokenHash(tokenHash, now);
      const session = row && toAuthSession(row, now);
      return session && session.expiresAt > now ? session : undefined;
    },

    async isLive(sessionId: string, now = new Date()): Promise<boolean> {
      const row = await repository.findLiveById(sessionId, now);
      return row !== undefined && absoluteEndOf(row) > now;
    },

    secondsLeft(session: AuthSession, now = new Date()): number {
      return secondsUntil(session.expiresAt, now);
    },

    /**
     * Slides the idle timeout forward from now and returns the seconds left, as every node reading the stored
     * expiry sees them. The row is written only when the expiry would move by a slide step or more, so a busy
     * client costs one write per step instead of one per call.
     */
    async touch(session: AuthSession, now = new Date()): Promise<number> {
      const wanted = Math.min(
        now.getTime() + session.timeoutSeconds * 1000,
        session.absoluteExpiresAt.getTime(),
      );
      const known = Math.max(session.expiresAt.getTime(), slidesUnderWay.get(session.sessionId) ?? 0);
      // Near the absolute end the wanted expiry stops moving: nothing more to write.
      if (wanted - known < slideStepMs(session.timeoutSeconds)) return secondsUntil(new Date(known), now);
      // Calls arriving while this write is under way count it as done, rather than each writing the same row.
      slidesUnderWay.set(session.sessionId, wanted);
      try {
        await repository.touch(session.sessionId, now, new Date(wanted));
        await bus.publish({ type: 'session-changed', sessionId: session.sessionId });
      } finally {
        if (slidesUnderWay.get(session.sessionId) === wanted) slidesUnderWay.delete(session.sessionId);
      }
      return secondsUntil(new Date(wanted), now);
    },

    /**
     * Opens a session after a complete login, ending the user's other sessions (their sockets hear
     * OTHER_DEVICE_LOGIN), and records the login.
     */
    async open(input: {
      user: UserRow;
      otpChannel: CodeChannel;
      timeoutSeconds: number;
      /** The broker's absolute time-out: the session never lasts longer, however active. */
      absoluteTimeoutSeconds: number;
      deviceUuid: string | null;
      address: string;
      now: Date;
    }): Promise<UserSession> {
      const token = randomToken();
      const refreshToken = randomToken();
      const signingKey = randomBytes(32).toString('base64url');
      const { user, now } = input;
      const remainSeconds = Math.min(input.timeoutSeconds, input.absoluteTimeoutSeconds);
      const { replaced, previousLogin } = await db.transaction().execute(async (transaction) => {
        await repository.lockUser(transaction, user.user_id);
        const replaced = await repository.revoke(transaction, { userId: user.user_id }, 'OTHER_DEVICE_LOGIN');
        const previousLogin = await repository.previousLoginTime(transaction, user.user_id);
        await repository.insert(transaction, {
          sessionId: randomId(),
          userId: user.user_id,
          brokerCode: user.broker_code,
          tokenHash: sha256Hex(token),
          refreshTokenHash: sha256Hex(refreshToken),
          signingKey,
          otpChannel: input.otpChannel,
          deviceUuid: input.deviceUuid,
          createdAt: now,
          expiresAt: new Date(now.getTime() + remainSeconds * 1000),
        });
        await repository.recordLogin(transaction, {
          userId: user.user_id,
          brokerCode: user.broker_code,
          otpChannel: input.otpChannel,
          deviceUuid: input.deviceUuid,
          address: input.address,
        });
        return { replaced, previousLogin };
      });
      await announceEnded(replaced, 'OTHER_DEVICE_LOGIN');
      const pendingTasks = pendingTasksOf(
        {
          agreementAcceptedAt: user.additional_agreement_accepted_at,
          mustChangePassword: user.must_change_password,
          passwordChangedAt: user.password_changed_at,
        },
        now,
        policy.passwordMaxAgeDays,
      );
      return {
        token,
        refreshToken,
        signingKey,
        sessionRemainSec: remainSeconds,
        userID: user.user_id,
        userBroker: user.broker_code,
        lastLoginTime: previousLogin?.toISOString() ?? null,
        isReadedAdditionalAgreement: user.additional_agreement_accepted_at !== null,
        pendingTasks,
      };
    },

    end,

    /** Ends every session of a user inside the caller's transaction; call the returned function after commit. */
    async endAllOf(executor: Executor, userId: string, reason: LogoutReason): Promise<() => Promise<void>> {
      const ended = await repository.revoke(executor, { userId }, reason);
      return () => announceEnded(ended, reason);
    },

    /**
     * Exchanges a refresh token for a new pair; the old pair stops working at once. A refresh token that was
     * already exchanged means someone kept a copy: the session ends (E0001 to both holders).
     */
    async refresh(refreshToken: string | undefined, now = new Date()) {
      if (!refreshToken) throw new AppError('E0001');
      const refreshHash = sha256Hex(refreshToken);
      const row = await repository.findLiveByRefreshHash(refreshHash, now);
      if (!row) {
        const stolenFrom = await repository.findSessionOfRetiredRefresh(refreshHash);
        if (stolenFrom) await end(stolenFrom, 'SESSION_EXPIRED', 'REFRESH_TOKEN_REUSED');
        throw new AppError('E0001');
      }
      const session = toAuthSession(row, now);
      // A refresh never takes a session past its absolute end.
      if (session.expiresAt <= now) throw new AppError('E0001');
      const expiresAt = earlier(
        new Date(now.getTime() + session.timeoutSeconds * 1000),
        session.absoluteExpiresAt,
      );
      const token = randomToken();
      const nextRefresh = randomToken();
      const rotated = await repository.rotate(session.sessionId, refreshHash, {
        tokenHash: sha256Hex(token),
        refreshTokenHash: sha256Hex(nextRefresh),
        expiresAt,
      });
      if (!rotated) throw new AppError('E0001');
      // The old token must stop working at once, on every node that kept it.
      await bus.publish({ type: 'session-changed', sessionId: session.sessionId });
      return { token, refreshToken: nextRefresh, sessionRemainSec: secondsUntil(expiresAt, now) };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

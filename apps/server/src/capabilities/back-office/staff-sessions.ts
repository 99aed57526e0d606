import { permissionsOfRoles, staffRoleSchema, type StaffPermission, type StaffRole } from '@lantau/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { sessionAbsoluteTimeoutFrom } from '../auth/broker-auth-settings';
import type { LoginOrigin } from '../auth/login-attempt-repository';
import { randomId, randomToken, sha256Hex } from '../auth/secrets';
import { staffSessionRepository } from './staff-session-repository';

/** A staff session ends after this long without a call (the same half hour as a client's default). */
export const STAFF_SESSION_SECONDS = 30 * 60;
/** The stored expiry moves only when it has slid by this much, so a busy member costs a write a minute. */
const SLIDE_STEP_SECONDS = 60;

/** A live staff session as the staff session check hands it to a call. */
export interface StaffSession {
  sessionId: string;
  signingKey: string;
  brokerCode: string;
  staffId: string;
  name: string;
  roles: StaffRole[];
  permissions: StaffPermission[];
  /** When the session ends unless a call slides it; never past absoluteExpiresAt. */
  expiresAt: Date;
  /** When it ends however active: the broker's WebSessionAbsoluteTimeoutSeconds from the login. */
  absoluteExpiresAt: Date;
}

/** Role names as stored; one the contract no longer knows grants nothing rather than failing the session. */
export function rolesOf(stored: readonly string[]): StaffRole[] {
  return stored.flatMap((role) => {
    const parsed = staffRoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The broker's absolute session time-out (absent: the default). */
const absoluteTimeoutOf = async (executor: Kysely<Database>, brokerCode: string) =>
  sessionAbsoluteTimeoutFrom(await staffSessionRepository.absoluteTimeout(executor, brokerCode));

/**
 * Staff sessions in the database: opened by a login, found by their token's hash, slid, ended. Like clients'
 * sessions, a staff session slides with use but never past its broker's absolute time-out from the login.
 */
export function createStaffSessions(db: Kysely<Database>) {
  return {
    async open(
      member: { broker_code: string; staff_id: string },
      origin: { address: string; deviceUuid: string | null },
      now: Date,
    ) {
      const token = randomToken();
      const signingKey = randomToken();
      const remainSeconds = Math.min(STAFF_SESSION_SECONDS, await absoluteTimeoutOf(db, member.broker_code));
      const expiresAt = new Date(now.getTime() + remainSeconds * 1000);
      await staffSessionRepository.insert(db, {
        session_id: randomId(),
        token_hash: sha256Hex(token),
        broker_code: member.broker_code,
        staff_id: member.staff_id,
        signing_key: signingKey,
        created_at: now,
        expires_at: expiresAt,
        address: origin.address,
        device_uuid: origin.deviceUuid,
      });
      return { token, signingKey, sessionRemainSec: remainSeconds };
    },

    async findLive(token: string | undefined, now: Date): Promise<StaffSession | undefined> {
      if (!token) return undefined;
      const row = await staffSessionRepository.findLive(db, sha256Hex(token), now);
      if (!row) return undefined;
      const absoluteExpiresAt = new Date(
        row.created_at.getTime() + sessionAbsoluteTimeoutFrom(row.broker_absolute_timeout) * 1000,
      );
      if (absoluteExpiresAt <= now) return undefined;
      const roles = rolesOf(row.roles);
      return {
        sessionId: row.session_id,
        signingKey: row.signing_key,
        brokerCode: row.broker_code,
        staffId: row.staff_id,
        name: row.name,
        roles,
        permissions: permissionsOfRoles(roles),
        expiresAt: row.expires_at < absoluteExpiresAt ? row.expires_at : absoluteExpiresAt,
        absoluteExpiresAt,
      };
    },

    /** Slides the idle time-out, never past the absolute one; returns the seconds left. */
    async touch(session: StaffSession, now: Date): Promise<number> {
      const wanted = new Date(
        Math.min(now.getTime() + STAFF_SESSION_SECONDS * 1000, session.absoluteExpiresAt.getTime()),
      );
      let expiresAt = session.expiresAt;
      if (wanted.getTime() - session.expiresAt.getTime() >= SLIDE_STEP_SECONDS * 1000) {
        await staffSessionRepository.setExpiry(db, session.sessionId, wanted);
        expiresAt = wanted;
      }
      return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    },

    /** Whether a login of the member completed on this device or from this address before. */
    isKnownOrigin(origin: LoginOrigin): Promise<boolean> {
      return staffSessionRepository.existsFromOrigin(db, origin);
    },

    end(sessionId: string, now: Date): Promise<void> {
      return staffSessionRepository.end(db, sessionId, now);
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

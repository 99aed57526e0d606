import type { StaffSessionData } from '@lantau/contract';
import { signedCall } from './identity';
import { sessionsFor } from './market-data';
import { logInStaff, staffCall } from './staff';
import type { ApiResponse, TestServer } from './test-server';

/** A signed API call as a demo client (`path` under /api), with an Idempotency-Key when `key` is given. */
export type ClientCaller = <T = unknown>(
  userId: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) => Promise<ApiResponse<T>>;

/** A signed API call as a demo staff member of LTU (`path` under /api), with an Idempotency-Key when given. */
export type StaffCaller = <T = unknown>(
  staffId: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) => Promise<ApiResponse<T>>;

/**
 * Callers for a whole test file: one session per demo client and per staff member (a new login would end the
 * previous session), made on first use.
 */
export function apiCallers(server: { current: TestServer }) {
  const sessionOf = sessionsFor(server);
  const staffSessions = new Map<string, Promise<StaffSessionData>>();
  const staffSession = (staffId: string) => {
    if (!staffSessions.has(staffId)) staffSessions.set(staffId, logInStaff(server.current, staffId));
    return staffSessions.get(staffId)!;
  };
  const keyHeader = (key: string | undefined): Record<string, string> =>
    key === undefined ? {} : { 'idempotency-key': key };
  const client: ClientCaller = async (userId, method, path, body, key) =>
    signedCall(server.current, await sessionOf(userId), method, `/api${path}`, body, {
      headers: keyHeader(key),
    });
  const staff: StaffCaller = async (staffId, method, path, body, key) =>
    staffCall(server.current, await staffSession(staffId), method, `/api${path}`, body, {
      headers: keyHeader(key),
    });
  return { sessionOf, staffSession, client, staff };
}

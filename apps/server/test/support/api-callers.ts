import type { StaffSessionData } from '@lantau/contract';
import { signedCall } from './identity';
import { sessionsFor } from './market-data';
import { logInStaff, staffCall } from './staff';
import type { TestServer } from './test-server';

const keyHeader = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { 'idempotency-key': key };

/**
 * Signed calls as a demo client or a demo staff member, each logged in once per test file: `client(userId,
 * method, path, body?, idempotencyKey?)`, `staff(staffId, ...)`, paths without the /api prefix.
 */
export function apiCallers(server: { current: TestServer }) {
  const clientSession = sessionsFor(server);
  const staffSessions = new Map<string, Promise<StaffSessionData>>();
  const staffSession = (staffId: string) => {
    if (!staffSessions.has(staffId)) staffSessions.set(staffId, logInStaff(server.current, staffId));
    return staffSessions.get(staffId)!;
  };
  return {
    client: async <T>(userId: string, method: string, path: string, body?: unknown, key?: string) =>
      signedCall<T>(server.current, await clientSession(userId), method, `/api${path}`, body, {
        headers: keyHeader(key),
      }),
    staff: async <T>(staffId: string, method: string, path: string, body?: unknown, key?: string) =>
      staffCall<T>(server.current, await staffSession(staffId), method, `/api${path}`, body, {
        headers: keyHeader(key),
      }),
  };
}

import type { Quote, UserSession } from '@lantau/contract';
import { logIn, signedCall } from './identity';
import type { TestServer } from './test-server';

/** One session per demo client for a whole file: a new login would end the previous session. */
export function sessionsFor(server: { current: TestServer }) {
  const sessions = new Map<string, Promise<UserSession>>();
  return (userId: string): Promise<UserSession> => {
    let session = sessions.get(userId);
    if (!session) {
      session = logIn(server.current, userId).then((result) => result.session);
      sessions.set(userId, session);
    }
    return session;
  };
}

/**
 * Like sessionsFor, with the additional agreement (a pending task of the Kowloon clients, E2013 until accepted)
 * accepted once per client, so the session may trade.
 */
export function agreedSessionsFor(server: { current: TestServer }) {
  const sessions = sessionsFor(server);
  const agreed = new Set<string>();
  return async (userId: string): Promise<UserSession> => {
    const session = await sessions(userId);
    if (!agreed.has(userId)) {
      agreed.add(userId);
      await signedCall(server.current, session, 'POST', `/api/users/${userId}/agreements`, {
        agreementKey: 'ADDITIONAL_AGREEMENT',
      });
    }
    return session;
  };
}

export type Snapshot = Quote & { clicksRemaining: number | null };

/** A signed GET of the market-data API as `userId`. */
export async function marketGet<T>(
  server: TestServer,
  session: UserSession,
  path: string,
  query: Record<string, string | number>,
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const text = search.toString();
  return signedCall<T>(server, session, 'GET', `/market-api${path}${text ? `?${text}` : ''}`);
}

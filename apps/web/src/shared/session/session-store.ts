import { create } from 'zustand';
import { z } from 'zod';
import { secureStorage } from '../storage';

/** The user session of spec section 3. Only the token is certain; the login issue fills in the rest. */
export const userSessionSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().optional(),
  /** Seconds left when sessionUpdatedAt was recorded (response header or WebSessionTimeoutSeconds). */
  sessionRemainSec: z.number().optional(),
  sessionUpdatedAt: z.number().optional(),
  userID: z.string().optional(),
  userBroker: z.string().optional(),
  lastLoginTime: z.string().optional(),
  notificationToken: z.string().optional(),
  isReadedAdditionalAgreement: z.boolean().optional(),
  /** Set once a session-ending action was taken, so a burst of failing calls shows one dialog. */
  isSessionTimeoutTakeAction: z.boolean().optional(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export interface SessionTokens {
  token?: string;
  refreshToken?: string;
  sessionRemainSec?: number;
}

interface SessionState {
  session: UserSession | null;
}

export const useSessionStore = create<SessionState>(() => ({ session: null }));

function write(session: UserSession | null) {
  useSessionStore.setState({ session });
  if (session) secureStorage.setJson('session', session);
  else secureStorage.remove('session');
}

export const sessionStore = {
  /** Loads the stored session; called once storage has been decrypted. */
  hydrate() {
    useSessionStore.setState({ session: secureStorage.getJson('session', userSessionSchema) ?? null });
  },
  get: () => useSessionStore.getState().session,
  hasToken: () => Boolean(useSessionStore.getState().session?.token),
  start(session: UserSession) {
    write(session);
  },
  update(change: Partial<UserSession>) {
    const current = useSessionStore.getState().session;
    if (current) write({ ...current, ...change });
  },
  /** What a response's token headers say replaces what is stored; a token with no session starts one. */
  applyTokens(tokens: SessionTokens, now = Date.now()) {
    const current = useSessionStore.getState().session;
    const token = tokens.token ?? current?.token;
    if (!token) return;
    const next: UserSession = { ...current, token };
    if (tokens.refreshToken !== undefined) next.refreshToken = tokens.refreshToken;
    if (tokens.sessionRemainSec !== undefined) {
      next.sessionRemainSec = tokens.sessionRemainSec;
      next.sessionUpdatedAt = now;
    }
    write(next);
  },
  clear() {
    write(null);
  },
};

export function useHasToken(): boolean {
  return useSessionStore((state) => Boolean(state.session?.token));
}

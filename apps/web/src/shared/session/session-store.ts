import { create } from 'zustand';
import { z } from 'zod';
import { postLoginTaskSchema } from '@lantau/contract';
import { secureStorage } from '../storage';

/**
 * The user session of spec section 3, as kept on the device. Only the token is certain (a response's token
 * header can start a session); a login fills in the rest.
 */
export const userSessionSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().optional(),
  /** Per-session HMAC key for the Authorization signature; base64url. */
  signingKey: z.string().optional(),
  /** Seconds left when sessionUpdatedAt was recorded (response header or WebSessionTimeoutSeconds). */
  sessionRemainSec: z.number().optional(),
  sessionUpdatedAt: z.number().optional(),
  /** The session's full length as the login gave it: what 'Auto logout after N minutes' says. */
  sessionTimeoutSec: z.number().optional(),
  userID: z.string().optional(),
  userBroker: z.string().optional(),
  deviceUUID: z.string().optional(),
  lastLoginTime: z.string().nullable().optional(),
  notificationToken: z.string().optional(),
  isReadedAdditionalAgreement: z.boolean().optional(),
  /** Steps left before the shell opens (task_after_login), in order. */
  pendingTasks: z.array(postLoginTaskSchema).optional(),
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
  /**
   * What a response's token headers say replaces what is stored. Headers never start a session: only a login
   * does (with its signing key and user), and a late response must not bring back a session that just ended.
   */
  applyTokens(tokens: SessionTokens, now = Date.now()) {
    const current = useSessionStore.getState().session;
    if (!current) return;
    const next: UserSession = { ...current };
    if (tokens.token) next.token = tokens.token;
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

/** The session on screen, re-rendering when it changes. */
export function useSession(): UserSession | null {
  return useSessionStore((state) => state.session);
}

import { create } from 'zustand';
import { postLoginTasks, type PostLoginTask } from '@lantau/contract';
import {
  arrayOf,
  isBoolean,
  isNumber,
  isString,
  nullable,
  objectCheck,
  oneOf,
  optional,
  secureStorage,
} from '../storage';

/**
 * The user session of spec section 3, as kept on the device. Only the token is certain (a response's token
 * header can start a session); a login fills in the rest.
 */
export interface UserSession {
  token: string;
  refreshToken?: string;
  /** Per-session HMAC key for the Authorization signature; base64url. */
  signingKey?: string;
  /** Seconds left when sessionUpdatedAt was recorded (response header or WebSessionTimeoutSeconds). */
  sessionRemainSec?: number;
  sessionUpdatedAt?: number;
  /** The session's full length as the login gave it: what 'Auto logout after N minutes' says. */
  sessionTimeoutSec?: number;
  userID?: string;
  userBroker?: string;
  deviceUUID?: string;
  lastLoginTime?: string | null;
  notificationToken?: string;
  isReadedAdditionalAgreement?: boolean;
  /** Steps left before the shell opens (task_after_login), in order. */
  pendingTasks?: PostLoginTask[];
  /** Set once a session-ending action was taken, so a burst of failing calls shows one dialog. */
  isSessionTimeoutTakeAction?: boolean;
  /**
   * The client's names as their profile last gave them: home's greeting is drawn from them on the next load,
   * before the profile call answers (bench/README.md "Session 35"). Not in the login's answer.
   */
  nameEn?: string;
  nameZh?: string;
}

const optionalText = optional(isString);
const optionalNumber = optional(isNumber);
const optionalFlag = optional(isBoolean);
export const userSessionCheck = objectCheck<UserSession>({
  token: (value) => isString(value) && (value as string).length > 0,
  refreshToken: optionalText,
  signingKey: optionalText,
  sessionRemainSec: optionalNumber,
  sessionUpdatedAt: optionalNumber,
  sessionTimeoutSec: optionalNumber,
  userID: optionalText,
  userBroker: optionalText,
  deviceUUID: optionalText,
  lastLoginTime: optional(nullable(isString)),
  notificationToken: optionalText,
  isReadedAdditionalAgreement: optionalFlag,
  pendingTasks: optional(arrayOf(oneOf(postLoginTasks))),
  isSessionTimeoutTakeAction: optionalFlag,
  nameEn: optionalText,
  nameZh: optionalText,
});

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
    useSessionStore.setState({ session: secureStorage.getJson('session', userSessionCheck) ?? null });
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

/**
 * The session on screen, re-rendering when it changes: with every API answer, whose header renews the remaining
 * time. What needs one part of it reads that part (below), and re-renders only when that part changes.
 */
export function useSession(): UserSession | null {
  return useSessionStore((state) => state.session);
}

/**
 * One part of the session (a field, a flag: something compared by value), re-rendering only when it changes. A
 * page load's dozen answers each renewed the session, and every component reading the whole of it rendered
 * again each time: the header, the guard, the page (bench/README.md "Home and quote: the main thread").
 */
export function useSessionPart<T extends string | number | boolean | null | undefined>(
  select: (session: UserSession | null) => T,
): T {
  return useSessionStore((state) => select(state.session));
}

const userIDOf = (session: UserSession | null) => session?.userID;

/** The signed-in user's ID (undefined when signed out). */
export function useSessionUserID(): string | undefined {
  return useSessionPart(userIDOf);
}

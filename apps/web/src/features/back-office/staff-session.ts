import { create } from 'zustand';
import { staffSessionSchema, type StaffSessionData } from '@lantau/contract';
import { secureStorage } from '../../shared/storage';
import type { SessionTokens } from '../../shared/session';

/**
 * The staff session of the back office, stored encrypted under its own name: a member of staff logging in
 * never touches a client's session on the same device, and logging out of one leaves the other alone.
 */
export const useStaffSessionStore = create<{ session: StaffSessionData | null }>(() => ({ session: null }));

function write(session: StaffSessionData | null) {
  useStaffSessionStore.setState({ session });
  if (session) secureStorage.setJson('staffSession', session);
  else secureStorage.remove('staffSession');
}

export const staffSessionStore = {
  /** Reads the stored staff session; storage is open before the back office loads. */
  hydrate() {
    useStaffSessionStore.setState({
      session: secureStorage.getJson('staffSession', staffSessionSchema) ?? null,
    });
  },
  get: () => useStaffSessionStore.getState().session,
  start: (session: StaffSessionData) => write(session),
  /** A response's new token or remaining time replaces the stored one; headers never start a session. */
  applyTokens(tokens: SessionTokens) {
    const current = useStaffSessionStore.getState().session;
    if (!current) return;
    write({
      ...current,
      token: tokens.token ?? current.token,
      sessionRemainSec: tokens.sessionRemainSec ?? current.sessionRemainSec,
    });
  },
  clear: () => write(null),
};

/** The staff session on screen, re-rendering when it changes. */
export function useStaffSession(): StaffSessionData | null {
  return useStaffSessionStore((state) => state.session);
}

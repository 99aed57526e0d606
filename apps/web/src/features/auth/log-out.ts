import type { QueryClient } from '@tanstack/react-query';
import { clearLogoutReason, clearReturnPath, sessionStore } from '../../shared/session';
import { closeSessionSockets } from '../../shared/socket';
import { logout } from './api/post-logout';
import { forgetUserQueries } from './user-queries';

/**
 * The user logs out: the sockets close first (the server's own logout push would otherwise come back as a
 * 'logged out elsewhere' dialog), the server ends the session, and this device forgets it, whatever the
 * server answered. The isSessionTimeoutTakeAction flag keeps other session-ending paths quiet meanwhile.
 */
export async function logOut(queryClient?: QueryClient): Promise<void> {
  const session = sessionStore.get();
  if (!session?.token || session.isSessionTimeoutTakeAction) return;
  sessionStore.update({ isSessionTimeoutTakeAction: true });
  closeSessionSockets();
  try {
    await logout();
  } catch {
    // The server forgets the session on its own when it times out; this device must forget it now.
  }
  if (queryClient) forgetUserQueries(queryClient);
  sessionStore.clear();
  clearLogoutReason();
  clearReturnPath();
}

import type { QueryClient } from '@tanstack/react-query';

// Apart from log-out.ts: the app drops the user's queries whenever a session ends, and importing them from the
// logout (with its server call) put that into the login page's download.

/** User-specific queries start with this key; ending a session drops them, broker data stays cached. */
export const USER_QUERY_ROOT = 'user';

export function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
}

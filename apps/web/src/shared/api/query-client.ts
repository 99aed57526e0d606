import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Only trouble on the way is worth retrying; an answer from the server will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.code === 'NETWORK' || error.code === 'TIMEOUT';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import { getRefresh, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { sessionStore } from '../../../shared/session';

export type RefreshedTokens = CallData<typeof getRefresh>;

/**
 * Extends the session: the refresh token buys a new pair (the old one stops working). The client stores tokens
 * a response's headers carry by itself; the body's are stored too, in case a proxy dropped the headers.
 */
export async function refreshSession(): Promise<RefreshedTokens> {
  const tokens = await apiClient.request(getRefresh);
  sessionStore.applyTokens(tokens);
  return tokens;
}

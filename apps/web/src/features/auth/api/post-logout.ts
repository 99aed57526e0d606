import { postLogout } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

/** Ends the session on the server; the caller clears it here either way. */
export function logout(): Promise<null> {
  return apiClient.request(postLogout);
}

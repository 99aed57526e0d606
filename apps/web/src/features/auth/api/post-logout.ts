import { apiClient, lazyCall } from '../../../shared/api';

const postLogout = lazyCall({ service: 'main', method: 'POST', path: '/auths/logouts' }, () =>
  import('../../../shared/api/public-call-definitions').then(({ postLogout }) => postLogout),
);

/** Ends the session on the server; the caller clears it here either way. */
export function logout(): Promise<null> {
  return apiClient.request(postLogout);
}

import { useMutation } from '@tanstack/react-query';
import { requestHeaders, type CallBody, type CallData, type postLogin as PostLogin } from '@lantau/contract';
import { apiClient, lazyCall } from '../../../shared/api';

const postLogin = lazyCall({ service: 'main', method: 'POST', path: '/auths/logins' }, () =>
  import('../../../shared/api/public-call-definitions').then(({ postLogin }) => postLogin),
);

export type LoginBody = CallBody<typeof PostLogin>;
export type LoginAnswer = CallData<typeof PostLogin>;

/** Step 1 (user ID and password), or step 2 with the two-factor token of step 1 and the code. */
export function login(body: LoginBody, twoFaToken?: string): Promise<LoginAnswer> {
  return apiClient.request(postLogin, {
    body,
    headers: twoFaToken ? { [requestHeaders.twoFaToken]: twoFaToken } : undefined,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ body, twoFaToken }: { body: LoginBody; twoFaToken?: string }) => login(body, twoFaToken),
  });
}

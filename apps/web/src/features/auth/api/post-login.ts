import { useMutation } from '@tanstack/react-query';
import { postLogin, requestHeaders, type CallBody, type CallData } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type LoginBody = CallBody<typeof postLogin>;
export type LoginAnswer = CallData<typeof postLogin>;

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

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { defineCall } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

// Local until the contract declares the login call (it arrives with the identity issue).
export const postAuthLogin = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/logins',
  summary: 'Log in with user id and password',
  auth: false,
  body: z.object({ userID: z.string().min(1), password: z.string().min(1) }),
  data: z.unknown(),
});

export interface LoginCredentials {
  userID: string;
  password: string;
}

export function login(credentials: LoginCredentials): Promise<unknown> {
  return apiClient.request(postAuthLogin, { body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { postPasswordReset, type CallBody } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type PasswordResetBody = CallBody<typeof postPasswordReset>;

export function resetPassword(body: PasswordResetBody): Promise<null> {
  return apiClient.request(postPasswordReset, { body });
}

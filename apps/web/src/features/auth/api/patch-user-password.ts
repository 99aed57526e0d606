import { useMutation } from '@tanstack/react-query';
import { patchUserPassword, type CallBody } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type PasswordChange = CallBody<typeof patchUserPassword>;

export function changePassword(userID: string, change: PasswordChange): Promise<null> {
  return apiClient.request(patchUserPassword, { params: { userID }, body: change });
}

export function useChangePassword(userID: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(userID, change) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchAccountNickname, type Account } from '@lantau/contract';
import { apiClient } from '../../../shared/api';
import { useSessionUserID } from '../../../shared/session';
import { accountsKey } from './get-accounts';
import { accountOverviewKey } from './get-account-overview';

export function saveAccountNickname(accountNumber: string, nickname: string): Promise<Account> {
  return apiClient.request(patchAccountNickname, { params: { accountNumber }, body: { nickname } });
}

/** Names the account (an empty name removes it); the switcher and the overview show it at once. */
export function useSaveAccountNickname(accountNumber: string) {
  const userID = useSessionUserID() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => saveAccountNickname(accountNumber, nickname),
    onSuccess: (updated) => {
      queryClient.setQueryData<Account[]>(accountsKey(userID), (accounts) =>
        accounts?.map((account) => (account.accountNumber === updated.accountNumber ? updated : account)),
      );
      void queryClient.invalidateQueries({ queryKey: accountOverviewKey(accountNumber) });
    },
  });
}

import type { Account } from '@lantau/contract';
import { useAccounts } from './api/get-accounts';
import { useStoredAccountNumber } from '../../shared/preferences';

/**
 * The account the account pages show: the one last chosen on this device if the client still has it, else the
 * first. Choosing one keeps it for the next visit and for the other account page.
 */
export function useSelectedAccount() {
  const accounts = useAccounts();
  const [stored, choose] = useStoredAccountNumber();
  const list = accounts.data;
  const account: Account | undefined =
    list?.find((candidate) => candidate.accountNumber === stored) ?? list?.[0];
  return { accounts, account, choose: (accountNumber: string) => choose(accountNumber) };
}

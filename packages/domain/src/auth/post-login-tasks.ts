/** Steps a client must take after logging in, in the order the portal walks through them. */
export type PendingTask = 'ADDITIONAL_AGREEMENT' | 'CHANGE_PASSWORD';

export interface AccountState {
  agreementAcceptedAt: Date | null;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
}

const dayMs = 86_400_000;

/**
 * What is left before the portal opens: the additional agreement until accepted, and a password change when
 * the password was system-issued or is older than `maxPasswordAgeDays` (a strict password policy, SFC).
 */
export function pendingTasksOf(account: AccountState, now: Date, maxPasswordAgeDays: number): PendingTask[] {
  const tasks: PendingTask[] = [];
  if (account.agreementAcceptedAt === null) tasks.push('ADDITIONAL_AGREEMENT');
  const expired = now.getTime() - account.passwordChangedAt.getTime() > maxPasswordAgeDays * dayMs;
  if (account.mustChangePassword || expired) tasks.push('CHANGE_PASSWORD');
  return tasks;
}

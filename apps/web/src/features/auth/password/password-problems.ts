import { isStrongPassword, type PasswordProblem } from '@lantau/domain';

/** Every rule a new password breaks, so each field can show its own message at once. */
export function passwordProblems(change: {
  oldPassword?: string;
  newPassword: string;
  confirmation: string;
}): Set<PasswordProblem> {
  const problems = new Set<PasswordProblem>();
  if (!isStrongPassword(change.newPassword)) problems.add('weak');
  if (
    change.oldPassword !== undefined &&
    change.oldPassword !== '' &&
    change.newPassword === change.oldPassword
  ) {
    problems.add('sameAsOld');
  }
  if (change.confirmation !== change.newPassword) problems.add('confirmationMismatch');
  return problems;
}

export const passwordProblemText = {
  weak: 'password.errors.weak',
  sameAsOld: 'password.errors.sameAsOld',
  confirmationMismatch: 'password.errors.mismatch',
} as const satisfies Record<PasswordProblem, string>;

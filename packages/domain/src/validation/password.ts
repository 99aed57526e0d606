export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Symbols a password may contain besides letters and digits. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};:,.<>/?~|';

/** Why a new password is refused; each has a message in the three languages (spec section 5). */
export type PasswordProblem = 'weak' | 'sameAsOld' | 'confirmationMismatch';

/** 8 to 20 letters, digits or allowed symbols, with at least one upper-case letter, one lower-case and one digit. */
export function isStrongPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  for (const char of password) {
    const allowed = /[A-Za-z0-9]/.test(char) || PASSWORD_SYMBOLS.includes(char);
    if (!allowed) return false;
  }
  return /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
}

/** Checks a password change; returns the first problem, or null when the change is acceptable. */
export function checkPasswordChange(change: {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}): PasswordProblem | null {
  if (!isStrongPassword(change.newPassword)) return 'weak';
  if (change.newPassword === change.oldPassword) return 'sameAsOld';
  if (change.confirmation !== change.newPassword) return 'confirmationMismatch';
  return null;
}

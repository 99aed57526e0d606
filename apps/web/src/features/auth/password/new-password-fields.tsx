import { useId, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@lantau/domain';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { passwordProblems, passwordProblemText } from './password-problems';

export interface NewPasswordValue {
  newPassword: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  /** The current password, when the new one must differ from it (a change, not a reset). */
  oldPassword?: string;
  /** Show every message now (the form was submitted), not only for fields the user has left. */
  showAll: boolean;
  /** A message the server gave for the new password (weak, same as old). */
  serverError?: string;
}

/** New password and its confirmation, with the rules ticked live and the three messages of section 5. */
export function NewPasswordFields({
  value,
  onChange,
  oldPassword,
  showAll,
  serverError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [left, setLeft] = useState({ newPassword: false, confirmation: false });
  const problems = passwordProblems({ oldPassword, ...value });
  const showNew = showAll || left.newPassword;
  // The mismatch shows as soon as the confirmation is as long as the password, or once it is left.
  const showConfirmation =
    showAll ||
    left.confirmation ||
    (value.confirmation.length >= value.newPassword.length && value.confirmation !== '');

  const newError = problems.has('weak')
    ? t(passwordProblemText.weak)
    : problems.has('sameAsOld')
      ? t(passwordProblemText.sameAsOld)
      : undefined;

  return (
    <Stack gap="sm">
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={value.newPassword}
        onChange={(event) => onChange({ ...value, newPassword: event.currentTarget.value })}
        onBlur={() => setLeft((current) => ({ ...current, newPassword: true }))}
        error={(showNew ? newError : undefined) ?? serverError}
      />
      <PasswordRules password={value.newPassword} id={`${rulesId}-rules`} />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.currentTarget.value })}
        onBlur={() => setLeft((current) => ({ ...current, confirmation: true }))}
        error={
          showConfirmation && problems.has('confirmationMismatch')
            ? t(passwordProblemText.confirmationMismatch)
            : undefined
        }
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useChangePassword } from '../api/patch-user-password';
import { authErrorText } from '../auth-errors';
import { NewPasswordFields, type NewPasswordValue } from './new-password-fields';
import { PasswordField } from './password-field';
import { passwordProblems } from './password-problems';
import { CheckedForm } from '../../../shared/ui/checked-form';

interface ChangePasswordFormProps {
  userID: string;
  submitLabel: string;
  onChanged: () => void;
}

/** Current password, new password and confirmation (spec section 5), checked here first and then by the server. */
export function ChangePasswordForm({ userID, submitLabel, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [next, setNext] = useState<NewPasswordValue>({ newPassword: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword(userID);
  const serverCode = isApiError(change.error) ? change.error.code : undefined;

  const submit = () => {
    setSubmitted(true);
    if (oldPassword === '' || passwordProblems({ oldPassword, ...next }).size > 0) return;
    change.mutate({ oldPassword, ...next }, { onSuccess: onChanged });
  };

  const fieldCodes = new Set(['E2010', 'E2011', 'E2012']);
  return (
    <CheckedForm
      onSubmit={() => {
        if (!change.isPending) submit();
      }}
    >
      <Stack gap="md">
        {change.isError && !fieldCodes.has(serverCode ?? '') && (
          <Alert color="red" title={t('password.changeFailed')}>
            {authErrorText(change.error, t)}
          </Alert>
        )}
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          required
          maxLength={64}
          value={oldPassword}
          onChange={(event) => {
            setOldPassword(event.currentTarget.value);
            if (serverCode === 'E2012') change.reset();
          }}
          error={
            serverCode === 'E2012'
              ? t('password.errors.wrongCurrent')
              : submitted && oldPassword === ''
                ? t('password.errors.currentRequired')
                : undefined
          }
        />
        <NewPasswordFields
          value={next}
          onChange={(value) => {
            setNext(value);
            if (serverCode === 'E2010' || serverCode === 'E2011') change.reset();
          }}
          oldPassword={oldPassword}
          showAll={submitted}
          serverError={
            serverCode === 'E2010' || serverCode === 'E2011' ? authErrorText(change.error, t) : undefined
          }
        />
        <Button type="submit" size="md" loading={change.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </CheckedForm>
  );
}

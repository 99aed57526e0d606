import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';

/** Why a save failed: the server's message (already in the user's language), or the app's own for no answer. */
export function MutationError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) && error.fromServer ? error.message : t('error.requestFailed');
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

import { Suspense } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';

/** The catalogue's words (spec section 8) for a request that got no usable answer, by what went wrong. */
const clientFailureTexts = {
  NETWORK: 'errors:connectionFailed',
  TIMEOUT: 'errors:noResponse',
  INVALID_RESPONSE: 'errors:dataAbnormal',
  INVALID_DATA: 'errors:dataAbnormal',
} as const;

type ClientFailure = keyof typeof clientFailureTexts;

/**
 * Why a save failed: the server's message (already in the user's language), or the app's own for no usable
 * answer: the connection failed, no answer in time, an answer that is not what the contract says.
 */
export function MutationError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <MutationErrorText error={error} />
    </Suspense>
  );
}

/**
 * Apart, under its own Suspense, so that the errors text pack is asked for only when there is an error to word,
 * and only the alert waits for it: the form's buttons beside it never do.
 */
function MutationErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  const text = isApiError(error) ? clientFailureTexts[error.code as ClientFailure] : undefined;
  const message = isApiError(error) && error.fromServer ? error.message : t(text ?? 'error.requestFailed');
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

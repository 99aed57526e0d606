import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text';

interface StaffSubmitProps {
  /** The last attempt's failure, shown as the server said it. */
  error: unknown;
  pending: boolean;
  label: string;
  /** What the last success did, when the form says so. */
  notice?: ReactNode;
}

/** The end of a back-office form: why the last attempt failed (or what it did), and the submit button. */
export function StaffSubmit({ error, pending, label, notice }: StaffSubmitProps) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      {Boolean(error) && (
        <Alert color="red" role="alert" mt="sm">
          {errorText(error, t)}
        </Alert>
      )}
      {notice}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}

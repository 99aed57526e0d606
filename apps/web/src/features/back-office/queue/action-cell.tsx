import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../error-text';

/** A row's buttons, with what went wrong on its last action right under them (role=alert: read out). */
export function ActionCell({
  error,
  note,
  children,
}: {
  error: unknown;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap={4}>
      {note}
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
      {Boolean(error) && (
        <Text size="sm" c="red" role="alert">
          {errorText(error, t)}
        </Text>
      )}
    </Stack>
  );
}

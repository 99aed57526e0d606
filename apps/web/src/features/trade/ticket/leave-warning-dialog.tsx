import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ClosableDialog } from '../../../shared/ui/dialogs';

/** Asks whether to leave while an order submits; staying keeps the page and the order's answer. */
export function LeaveWarningDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation(['trade', 'errors', 'common']);
  const blocked = blocker.state === 'blocked';
  return (
    <ClosableDialog opened={blocked} onClose={() => blocker.reset?.()} title={t('ticket.leaveTitle')}>
      <Text>{t('errors:leaveWhileSubmitting')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          {t('ticket.leave')}
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus>
          {t('ticket.stay')}
        </Button>
      </Group>
    </ClosableDialog>
  );
}

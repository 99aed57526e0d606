import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IpoApplication } from '@lantau/contract';
import { formatAmount } from '@lantau/domain';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { ClosableDialog } from '../../../shared/ui/dialogs';
import { usePostIpoCancellation } from '../ipo-api';

/** Spec section 4: an application is cancelled after a confirmation dialog; the hold is released. */
export function CancelApplicationDialog({
  application,
  onClose,
}: {
  application: IpoApplication | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ipo', 'common']);
  const cancel = usePostIpoCancellation();
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ClosableDialog opened={!!application} onClose={close} title={t('record.cancelTitle')}>
      {application && (
        <Stack gap="md">
          <Text>
            {t('record.cancelBody', {
              reference: application.reference,
              code: application.stockCode,
              amount: formatAmount(application.totalDue),
              currency: application.currency,
            })}
          </Text>
          <ActionButtons
            error={cancel.error}
            justify="flex-end"
            cancelLabel={t('record.keep')}
            onCancel={close}
            confirmLabel={t('record.cancel')}
            color="red"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate(application, { onSuccess: close })}
          />
        </Stack>
      )}
    </ClosableDialog>
  );
}

import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@lantau/domain';
import type { FundRequest } from '@lantau/contract';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { usePostFundRequestCancel } from '../api/post-fund-request-cancel';

/** Spec section 4: a pending request can be withdrawn after a confirmation dialog. */
export function WithdrawRequestDialog({
  request,
  onClose,
  onWithdrawn,
}: {
  request: FundRequest | undefined;
  onClose: () => void;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation(['fund', 'common']);
  const cancel = usePostFundRequestCancel();
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Modal
      opened={!!request}
      onClose={close}
      title={t('record.withdrawTitle')}
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      {request && (
        <Stack gap="md">
          <Text>
            {t('record.withdrawBody', {
              id: request.requestNumber,
              type: t(`record.types.${request.type}`),
              amount: formatAmount(request.amount, 2),
              currency: request.currency,
            })}
          </Text>
          <ActionButtons
            error={cancel.error}
            justify="flex-end"
            cancelLabel={t('common:dialog.cancel')}
            onCancel={close}
            confirmLabel={t('record.withdraw')}
            color="red"
            pending={cancel.isPending}
            onConfirm={() =>
              cancel.mutate(request.requestID, {
                onSuccess: () => {
                  close();
                  onWithdrawn();
                },
              })
            }
          />
        </Stack>
      )}
    </Modal>
  );
}

import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan } from '@lantau/contract';
import { ApplyUpgrade } from './apply-upgrade';

interface QuotaDialogProps {
  opened: boolean;
  onClose: () => void;
  plan: AccountQuotePlan;
}

/** No snapshot clicks left (E3002): say so, and offer the upgrade that removes the limit. */
export function QuotaDialog({ opened, onClose, plan }: QuotaDialogProps) {
  const { t } = useTranslation('market');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quota.title')}
      centered
      closeButtonProps={{ 'aria-label': t('quota.close') }}
    >
      <Stack gap="sm">
        <Text>{t('quota.message')}</Text>
        <ApplyUpgrade plan={plan} />
      </Stack>
    </Modal>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountQuotePlan } from '@lantau/contract';
import { usePreference } from '../../../shared/preferences';
import { ApplyUpgrade } from './apply-upgrade';
import { ClosableDialog } from '../../../shared/ui/dialogs';

interface QuotaDialogProps {
  opened: boolean;
  onClose: () => void;
  plan: AccountQuotePlan;
}

/**
 * No snapshot clicks left (E3002): say so, and offer the upgrade that removes the limit unless the user switched
 * the quote upgrade reminder off in the settings (the quote plan card on the market overview still offers it).
 */
export function QuotaDialog({ opened, onClose, plan }: QuotaDialogProps) {
  const { t } = useTranslation('market');
  const [remindUpgrade] = usePreference('quoteUpgradeReminder');
  return (
    <ClosableDialog opened={opened} onClose={onClose} title={t('quota.title')} closeLabel={t('quota.close')}>
      <Stack gap="sm">
        <Text>{remindUpgrade ? t('quota.message') : t('quota.messageNoUpgrade')}</Text>
        {remindUpgrade && <ApplyUpgrade plan={plan} />}
      </Stack>
    </ClosableDialog>
  );
}

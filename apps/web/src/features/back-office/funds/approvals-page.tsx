import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fundStaffSteps } from '@lantau/contract';
import { ApprovalActions } from './approval-actions';
import { FundQueuePage } from './fund-queue-page';
import type { FundQueueFilter } from './use-fund-queue';

/** Everything another member prepared, verified or processed: approve (the money moves) or refuse. */
export function ApprovalsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage title={t('approvals.title')} filter={awaitingApproval} Actions={ApprovalActions}>
      <Text c="dimmed">{t('approvals.intro')}</Text>
    </FundQueuePage>
  );
}

/** Every queue's requests that the approval step accepts. */
const awaitingApproval: FundQueueFilter = { statuses: fundStaffSteps.approve.from };

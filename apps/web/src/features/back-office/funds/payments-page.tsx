import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fundStaffSteps, postStaffPaymentPrepare, type StaffFundRequest } from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { useStaffAction } from '../queue/use-staff-action';
import { FundQueuePage } from './fund-queue-page';
import type { FundQueueFilter } from './use-fund-queue';

/**
 * Money leaving the broker (withdrawals to a bank, transfers to the client's crypto account) in the statuses
 * preparing accepts.
 */
const toPrepare: FundQueueFilter = { queue: 'PAYMENT', statuses: fundStaffSteps.preparePayment.from };

/** Payments to prepare: the first pair of eyes checks the request and readies it for approval. */
export function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage title={t('payments.title')} filter={toPrepare} Actions={PrepareActions}>
      <Text c="dimmed">{t('payments.intro')}</Text>
    </FundQueuePage>
  );
}

function PrepareActions({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const prepare = useStaffAction(() =>
    staffApiClient.request(postStaffPaymentPrepare, { params: { requestID: request.requestID } }),
  );
  return (
    <ActionCell error={prepare.error}>
      <Button size="xs" onClick={() => prepare.mutate()} loading={prepare.isPending}>
        {t('actions.prepare')}
      </Button>
    </ActionCell>
  );
}

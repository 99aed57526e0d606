import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fundStaffSteps,
  postStaffExchangeProcess,
  postStaffExchangeRefuse,
  type StaffFundRequest,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { FundQueuePage } from './fund-queue-page';
import type { FundQueueFilter } from './use-fund-queue';

/**
 * Exchanges and transfers in (money moving inside the client's accounts) to process at the rate fixed when the
 * client placed them, or to refuse. Above the broker's four-eyes amount processing waits for another member's
 * approval, listed under the queue.
 */
export function ExchangesPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage
      title={t('exchanges.title')}
      filter={exchangesToProcess}
      Actions={ExchangeActions}
      awaitingApproval={{ queue: 'EXCHANGE', statuses: fundStaffSteps.approve.from }}
    >
      <Text c="dimmed">{t('exchanges.intro')}</Text>
    </FundQueuePage>
  );
}

/** Exchanges and transfers from the crypto account, in the statuses processing accepts. */
const exchangesToProcess: FundQueueFilter = {
  queue: 'EXCHANGE',
  statuses: fundStaffSteps.processExchange.from,
};

function ExchangeActions({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const params = { requestID: request.requestID };
  const process = useStaffAction(() => staffApiClient.request(postStaffExchangeProcess, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffExchangeRefuse, { params, body: { reason } }),
  );
  return (
    <ActionCell error={process.error ?? refuse.error}>
      <Button size="xs" onClick={() => process.mutate()} loading={process.isPending}>
        {t('actions.process')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}

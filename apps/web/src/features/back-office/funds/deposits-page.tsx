import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fundStaffSteps,
  postStaffDepositCredit,
  postStaffDepositRefuse,
  type StaffFundRequest,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { CertificateButton } from './certificate-viewer';
import { FundQueuePage } from './fund-queue-page';
import type { FundQueueFilter } from './use-fund-queue';

/**
 * Deposits to verify: look at the certificate, then credit the client's cash or refuse with a reason. Above the
 * broker's four-eyes amount the credit waits for another member's approval, listed under the queue.
 */
export function DepositsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage
      title={t('deposits.title')}
      filter={depositsToVerify}
      Actions={DepositActions}
      awaitingApproval={{ queue: 'DEPOSIT', statuses: fundStaffSteps.approve.from }}
    >
      <Text c="dimmed">{t('deposits.intro')}</Text>
    </FundQueuePage>
  );
}

const depositsToVerify: FundQueueFilter = { queue: 'DEPOSIT', statuses: fundStaffSteps.creditDeposit.from };

function DepositActions({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const params = { requestID: request.requestID };
  const credit = useStaffAction(() => staffApiClient.request(postStaffDepositCredit, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffDepositRefuse, { params, body: { reason } }),
  );
  const certificateID = request.details.type === 'DEPOSIT' ? request.details.certificateID : null;
  return (
    <ActionCell error={credit.error ?? refuse.error}>
      {certificateID && (
        <CertificateButton certificateID={certificateID} requestNumber={request.requestNumber} />
      )}
      <Button size="xs" onClick={() => credit.mutate()} loading={credit.isPending}>
        {t('actions.credit')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}

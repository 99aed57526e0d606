import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  postStaffPaymentApprove,
  postStaffPaymentPrepare,
  postStaffPaymentRefuse,
  type StaffFundRequest,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { ActionCell } from '../queue/action-cell';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { FundQueuePage } from './fund-queue-page';
import type { FundQueueFilter } from './use-fund-queue';

/** Money leaving the broker: withdrawals to a bank, and transfers to the client's crypto account. */
const isPayment = (request: StaffFundRequest) =>
  request.details.type === 'WITHDRAWAL' ||
  (request.details.type === 'TRANSFER' && request.details.direction === 'TO_CRYPTO');

const toPrepare: FundQueueFilter = {
  types: ['WITHDRAWAL', 'TRANSFER'],
  statuses: ['PND'],
  accept: isPayment,
};
const toApprove: FundQueueFilter = {
  types: ['WITHDRAWAL', 'TRANSFER'],
  statuses: ['ACK'],
  accept: isPayment,
};

/** Payments to prepare: the first pair of eyes checks the request and readies it for approval. */
export function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage title={t('payments.title')} filter={toPrepare} Actions={PrepareActions}>
      <Text c="dimmed">{t('payments.intro')}</Text>
    </FundQueuePage>
  );
}

/** Prepared payments to approve (and pay) or refuse: the second pair of eyes, never the preparer's. */
export function PaymentApprovalsPage() {
  const { t } = useTranslation('backoffice');
  return (
    <FundQueuePage title={t('approvals.title')} filter={toApprove} Actions={ApproveActions}>
      <Text c="dimmed">{t('approvals.intro')}</Text>
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

function ApproveActions({ request }: { request: StaffFundRequest }) {
  const { t } = useTranslation('backoffice');
  const me = useStaffSession()?.staff.staffID;
  const params = { requestID: request.requestID };
  const approve = useStaffAction(() => staffApiClient.request(postStaffPaymentApprove, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffPaymentRefuse, { params, body: { reason } }),
  );
  // Four-eyes, said before anyone clicks: the server refuses the preparer's approval (E8002) either way.
  const note = request.preparedBy && (
    <Text size="sm" fw={500} c={request.preparedBy === me ? 'orange' : undefined}>
      {request.preparedBy === me
        ? t('fourEyes.preparedByYou')
        : t('fourEyes.preparedBy', { staff: request.preparedBy })}
    </Text>
  );
  return (
    <ActionCell error={approve.error ?? refuse.error} note={note}>
      <Button size="xs" onClick={() => approve.mutate()} loading={approve.isPending}>
        {t('actions.approve')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}

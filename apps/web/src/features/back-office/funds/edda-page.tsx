import { formatHongKongTime } from '@lantau/domain';
import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  getStaffEddaAuthorisations,
  postStaffEddaConfirm,
  postStaffEddaRefuse,
  type StaffEddaAuthorisation,
} from '@lantau/contract';
import { staffApiClient } from '../staff-api';
import { ActionCell } from '../queue/action-cell';
import { QueuePage } from '../queue/queue-page';
import { RefuseButton } from '../queue/refuse-button';
import { useStaffAction } from '../queue/use-staff-action';
import { useStaffPage } from '../queue/use-staff-page';
import { useLocalized } from '../../../shared/i18n';
import { dataTableColumns } from '../../../shared/table';

const column = dataTableColumns<StaffEddaAuthorisation>();

/** eDDA authorisations the client submitted: confirm once the bank has accepted them, or refuse. */
export function EddaPage() {
  const { t, i18n } = useTranslation('backoffice');
  const localized = useLocalized();
  const submitted = useStaffPage(['edda', 'SUBMITTED'], (page) =>
    staffApiClient.request(getStaffEddaAuthorisations, { query: { state: 'SUBMITTED', ...page } }),
  );
  const columns = [
    column.display({
      id: 'request',
      header: t('columns.request'),
      cell: ({ row: { original: edda } }) => edda.eddaID,
    }),
    column.display({
      id: 'client',
      header: t('columns.client'),
      cell: ({ row: { original: edda } }) => (
        <>
          <Text size="sm">{localized(edda.clientName)}</Text>
          <Text size="xs" c="dimmed">
            {edda.userID} · {edda.accountNumber}
          </Text>
        </>
      ),
    }),
    column.display({
      id: 'details',
      header: t('columns.details'),
      cell: ({ row: { original: edda } }) => (
        <Text size="sm">
          {t('edda.debtor', {
            bank: localized(edda.bankName),
            account: edda.maskedBankAccountNumber,
            holder: edda.accountHolderName,
          })}
        </Text>
      ),
    }),
    column.display({
      id: 'record',
      header: t('edda.record'),
      cell: ({ row: { original: edda } }) => (
        <Badge color={edda.matchesRecord ? 'green' : 'orange'} variant="light">
          {t(edda.matchesRecord ? 'edda.matches' : 'edda.differs')}
        </Badge>
      ),
    }),
    column.display({
      id: 'submitted',
      header: t('columns.submitted'),
      cell: ({ row: { original: edda } }) => formatHongKongTime(edda.createdAt, i18n.language),
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: edda } }) => <EddaActions edda={edda} />,
    }),
  ];
  return (
    <QueuePage
      title={t('edda.title')}
      rows={submitted.data?.authorisations}
      rowKey={(edda) => edda.eddaID}
      columns={columns}
      error={submitted.error}
      pager={submitted.pager}
    />
  );
}

function EddaActions({ edda }: { edda: StaffEddaAuthorisation }) {
  const { t } = useTranslation('backoffice');
  const params = { eddaID: edda.eddaID };
  const confirm = useStaffAction(() => staffApiClient.request(postStaffEddaConfirm, { params }));
  const refuse = useStaffAction((reason: string) =>
    staffApiClient.request(postStaffEddaRefuse, { params, body: { reason } }),
  );
  return (
    <ActionCell error={confirm.error ?? refuse.error}>
      <Button size="xs" onClick={() => confirm.mutate()} loading={confirm.isPending}>
        {t('actions.confirm')}
      </Button>
      <RefuseButton onRefuse={(reason) => refuse.mutate(reason)} busy={refuse.isPending} />
    </ActionCell>
  );
}

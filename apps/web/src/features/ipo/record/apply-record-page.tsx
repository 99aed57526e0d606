import { useCallback, useMemo, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IpoApplication } from '@lantau/contract';
import { formatAmount, formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { Amount } from '../../../shared/ui/amount';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useIpoApplications } from '../ipo-api';
import { CancelApplicationDialog } from './cancel-application-dialog';
import { EipoStatusBadge } from '../status-badges';

const column = dataTableColumns<IpoApplication>();

/**
 * ipo/apply_record: the client's applications, newest first, with the eIPO display status, the allotment and
 * refund once results are out, and Cancel while the application allows it. The session socket's
 * 'ipoapplication' frames change the rows in place (applyIpoUpdate).
 */
export function ApplyRecordPage() {
  const { t } = useTranslation('ipo');
  const { language } = useLanguage();
  useDocumentTitle(t('record.title'));
  const applications = useIpoApplications();
  const [cancelling, setCancelling] = useState<IpoApplication>();
  const onCancel = useCallback((application: IpoApplication) => setCancelling(application), []);
  const columns = useMemo(
    () => [
      column.accessor('submittedAt', {
        header: t('record.submitted'),
        sortFn: 'datetime',
        meta: { rowHeader: true },
        cell: (info) => formatHongKongTime(info.getValue(), language),
      }),
      column.accessor('reference', { header: t('record.reference') }),
      column.accessor('stockCode', {
        header: t('table.issue'),
        cell: ({ row }) => `${row.original.stockCode} ${localName(row.original.name, language)}`,
      }),
      column.accessor('accountNumber', { header: t('apply.account') }),
      column.accessor('type', { header: t('apply.type'), cell: (info) => t(`type.${info.getValue()}`) }),
      column.accessor('quantity', {
        header: t('apply.quantity'),
        meta: { numeric: true },
        cell: (info) => formatAmount(info.getValue(), 0),
      }),
      column.accessor('totalDue', {
        header: t('figures.totalDue'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => <Amount value={row.original.totalDue} currency={row.original.currency} />,
      }),
      column.accessor('displayStatus', {
        header: t('record.status'),
        meta: { card: 'secondary' },
        cell: ({ row }) => (
          <Stack gap={2}>
            <EipoStatusBadge status={row.original.displayStatus} />
            {row.original.reason && (
              <Text size="xs" c="dimmed">
                {row.original.reason}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor((application) => application.allottedQuantity ?? -1, {
        id: 'allotted',
        header: t('record.allotted'),
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.allottedQuantity === null ? '—' : formatAmount(row.original.allottedQuantity, 0),
      }),
      column.accessor((application) => application.refundAmount ?? '', {
        id: 'refund',
        header: t('record.refund'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.refundAmount === null ? (
            '—'
          ) : (
            <Amount value={row.original.refundAmount} currency={row.original.currency} />
          ),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        meta: { card: 'action' },
        cell: ({ row }) =>
          row.original.canCancel ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onCancel(row.original)}
              aria-label={t('record.cancelFor', { reference: row.original.reference })}
            >
              {t('record.cancel')}
            </Button>
          ) : null,
      }),
    ],
    [t, language, onCancel],
  );
  return (
    <Stack gap="md">
      <Title order={1}>{t('record.title')}</Title>
      {applications.isError ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void applications.refetch()} />
      ) : (
        <DataTable
          caption={t('record.table')}
          columns={columns}
          data={applications.data?.applications}
          getRowId={(application) => application.applicationID}
          loading={applications.isPending}
          emptyText={t('record.empty')}
        />
      )}
      <CancelApplicationDialog application={cancelling} onClose={() => setCancelling(undefined)} />
    </Stack>
  );
}

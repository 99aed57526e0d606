import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatHongKongTime } from '@lantau/domain';
import {
  fillPath,
  getStaffIpoApplications,
  ipoApplicationStatuses,
  ipoApplicationTypes,
  servicePrefixes,
  staffIpoApplicationsExportPath,
  type IpoApplicationStatus,
  type IpoApplicationType,
  type StaffIpo,
  type StaffIpoApplication,
} from '@lantau/contract';
import { dataTableColumns } from '../../../shared/table';
import { fetchStaffFile, staffApiClient } from '../staff-api';
import { QueueTable } from '../queue/queue-page';
import { useStaffPage } from '../queue/use-staff-page';
import { moneyOf } from './ipo-format';

const column = dataTableColumns<StaffIpoApplication>();

/** An issue's applications, oldest first, a page at a time, by status and type; and all of them as CSV. */
export function IpoApplications({ ipo }: { ipo: StaffIpo }) {
  const { t, i18n } = useTranslation('backoffice');
  const [status, setStatus] = useState<IpoApplicationStatus | ''>('');
  const [type, setType] = useState<IpoApplicationType | ''>('');
  const applications = useStaffPage(['ipo-applications', ipo.ipoID, status, type], (page) =>
    staffApiClient.request(getStaffIpoApplications, {
      params: { ipoID: ipo.ipoID },
      query: { ...page, ...(status && { status }), ...(type && { type }) },
    }),
  );
  const money = (amount: string) => moneyOf(amount, ipo.currency);
  const columns = [
    column.accessor('reference', { header: t('ipo.applications.reference'), meta: { rowHeader: true } }),
    column.accessor((row) => `${row.userID} · ${row.accountNumber}`, {
      id: 'client',
      header: t('ipo.applications.client'),
    }),
    column.accessor((row) => t(`ipo.applicationType.${row.type}`), {
      id: 'type',
      header: t('ipo.applications.type'),
    }),
    column.accessor('quantity', {
      header: t('ipo.applications.quantity'),
      meta: { numeric: true },
      cell: (info) => info.getValue().toLocaleString('en'),
    }),
    column.accessor('amount', {
      header: t('ipo.applications.amount'),
      sortFn: 'decimal',
      meta: { numeric: true, card: 'primary' },
      cell: (info) => money(info.getValue()),
    }),
    column.display({
      id: 'loan',
      header: t('ipo.applications.loan'),
      meta: { numeric: true },
      cell: ({ row: { original: row } }) => (row.type === 'FINANCED' ? money(row.loanAmount) : '—'),
    }),
    column.accessor('totalDue', {
      header: t('ipo.applications.totalDue'),
      meta: { numeric: true },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => t(`ipo.applicationStatus.${row.status}`), {
      id: 'status',
      header: t('ipo.applications.status'),
    }),
    column.display({
      id: 'allotted',
      header: t('ipo.applications.allotted'),
      meta: { numeric: true },
      cell: ({ row: { original: row } }) =>
        row.allottedQuantity === null ? (
          '—'
        ) : (
          <>
            <Text size="sm">{row.allottedQuantity.toLocaleString('en')}</Text>
            {row.refundAmount !== null && (
              <Text size="xs" c="dimmed">
                {t('ipo.applications.refund', { amount: money(row.refundAmount) })}
              </Text>
            )}
          </>
        ),
    }),
    column.accessor((row) => formatHongKongTime(row.submittedAt, i18n.language), {
      id: 'submitted',
      header: t('ipo.applications.submitted'),
    }),
  ];
  const title = t('ipo.applications.title');
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <NativeSelect
            label={t('ipo.applications.statusFilter')}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as IpoApplicationStatus | '')}
            data={[
              { value: '', label: t('ipo.applications.all') },
              ...ipoApplicationStatuses.map((value) => ({
                value,
                label: t(`ipo.applicationStatus.${value}`),
              })),
            ]}
          />
          <NativeSelect
            label={t('ipo.applications.typeFilter')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as IpoApplicationType | '')}
            data={[
              { value: '', label: t('ipo.applications.all') },
              ...ipoApplicationTypes.map((value) => ({ value, label: t(`ipo.applicationType.${value}`) })),
            ]}
          />
        </Group>
        <ExportButton ipo={ipo} />
      </Group>
      <QueueTable
        label={title}
        rows={applications.data?.applications}
        rowKey={(row) => row.applicationID}
        columns={columns}
        error={applications.error}
        pager={applications.pager}
        emptyText={t('ipo.applications.none')}
      />
    </Stack>
  );
}

/**
 * Every application as a CSV file: fetched signed like any staff call (a plain link would carry no signature),
 * then handed to the browser as a download.
 */
function ExportButton({ ipo }: { ipo: StaffIpo }) {
  const { t } = useTranslation('backoffice');
  const download = useMutation({
    mutationFn: async () => {
      const blob = await fetchStaffFile(
        servicePrefixes.main + fillPath(staffIpoApplicationsExportPath, { ipoID: ipo.ipoID }),
      );
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `ipo-${ipo.stockCode}-applications.csv`;
      link.click();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    },
  });
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
        {t('ipo.applications.export')}
      </Button>
      {download.isError && (
        <Alert color="red" role="alert" p="xs">
          {t('ipo.applications.exportFailed')}
        </Alert>
      )}
    </Stack>
  );
}

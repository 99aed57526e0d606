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
  const { t, i18n } = useTranslation('backofficeipo');
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
    column.accessor('reference', { header: t('applications.reference'), meta: { rowHeader: true } }),
    column.accessor((row) => `${row.userID} · ${row.accountNumber}`, {
      id: 'client',
      header: t('applications.client'),
    }),
    column.accessor((row) => t(`applicationType.${row.type}`), {
      id: 'type',
      header: t('applications.type'),
    }),
    column.accessor('quantity', {
      header: t('applications.quantity'),
      meta: { numeric: true },
      cell: (info) => info.getValue().toLocaleString('en'),
    }),
    column.accessor('amount', {
      header: t('applications.amount'),
      sortFn: 'decimal',
      meta: { numeric: true, card: 'primary' },
      cell: (info) => money(info.getValue()),
    }),
    column.display({
      id: 'loan',
      header: t('applications.loan'),
      meta: { numeric: true },
      cell: ({ row: { original: row } }) => (row.type === 'FINANCED' ? money(row.loanAmount) : '—'),
    }),
    column.accessor('totalDue', {
      header: t('applications.totalDue'),
      meta: { numeric: true },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor((row) => t(`applicationStatus.${row.status}`), {
      id: 'status',
      header: t('applications.status'),
    }),
    column.display({
      id: 'allotted',
      header: t('applications.allotted'),
      meta: { numeric: true },
      cell: ({ row: { original: row } }) =>
        row.allottedQuantity === null ? (
          '—'
        ) : (
          <>
            <Text size="sm">{row.allottedQuantity.toLocaleString('en')}</Text>
            {row.refundAmount !== null && (
              <Text size="xs" c="dimmed">
                {t('applications.refund', { amount: money(row.refundAmount) })}
              </Text>
            )}
          </>
        ),
    }),
    column.accessor((row) => formatHongKongTime(row.submittedAt, i18n.language), {
      id: 'submitted',
      header: t('applications.submitted'),
    }),
  ];
  const title = t('applications.title');
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <NativeSelect
            label={t('applications.statusFilter')}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as IpoApplicationStatus | '')}
            data={[
              { value: '', label: t('applications.all') },
              ...ipoApplicationStatuses.map((value) => ({ value, label: t(`applicationStatus.${value}`) })),
            ]}
          />
          <NativeSelect
            label={t('applications.typeFilter')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as IpoApplicationType | '')}
            data={[
              { value: '', label: t('applications.all') },
              ...ipoApplicationTypes.map((value) => ({ value, label: t(`applicationType.${value}`) })),
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
        emptyText={t('applications.none')}
      />
    </Stack>
  );
}

/**
 * Every application as a CSV file: fetched signed like any staff call (a plain link would carry no signature),
 * then handed to the browser as a download.
 */
function ExportButton({ ipo }: { ipo: StaffIpo }) {
  const { t } = useTranslation('backofficeipo');
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
        {t('applications.export')}
      </Button>
      {download.isError && (
        <Alert color="red" role="alert" p="xs">
          {t('applications.exportFailed')}
        </Alert>
      )}
    </Stack>
  );
}

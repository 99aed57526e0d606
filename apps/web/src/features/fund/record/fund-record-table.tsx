import { useMemo } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundRequest } from '@lantau/contract';
import { formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { Amount } from '../../../shared/ui/amount';
import { FundStatusBadge } from './status-badge';

const column = dataTableColumns<FundRequest>();

export function timeText(time: string, language: string): string {
  return formatHongKongTime(time, language, 'dateTimeSeconds');
}

interface FundRecordTableProps {
  requests: FundRequest[] | undefined;
  loading: boolean;
  onHistory: (request: FundRequest) => void;
  onWithdraw: (request: FundRequest) => void;
}

/** Fund requests, newest first: when, what, how much, where it stands, and its history or withdrawal. */
export function FundRecordTable({ requests, loading, onHistory, onWithdraw }: FundRecordTableProps) {
  const { t } = useTranslation('fund');
  const { language } = useLanguage();
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('record.date'),
        sortFn: 'datetime',
        meta: { rowHeader: true },
        cell: (info) => timeText(info.getValue(), language),
      }),
      column.accessor('requestNumber', { header: t('common.requestNumber'), enableSorting: false }),
      column.accessor('type', {
        header: t('record.type'),
        meta: { card: 'secondary' },
        cell: (info) => t(`record.types.${info.getValue()}`),
      }),
      column.accessor('accountNumber', { header: t('common.account') }),
      column.accessor('amount', {
        header: t('common.amount'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => <Amount value={row.original.amount} currency={row.original.currency} />,
      }),
      column.accessor('status', {
        header: t('record.status'),
        meta: { card: 'secondary' },
        cell: ({ row }) => <FundStatusBadge status={row.original.status} />,
      }),
      column.display({
        id: 'actions',
        header: t('record.details'),
        meta: { card: 'action' },
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onHistory(row.original)}
              aria-label={t('record.history', { id: row.original.requestNumber })}
            >
              {t('record.showHistory')}
            </Button>
            {row.original.canCancel && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onWithdraw(row.original)}
                aria-label={`${t('record.withdraw')} ${row.original.requestNumber}`}
              >
                {t('record.withdraw')}
              </Button>
            )}
          </Group>
        ),
      }),
    ],
    [t, language, onHistory, onWithdraw],
  );
  return (
    <DataTable
      caption={t('record.table')}
      columns={columns}
      data={requests}
      getRowId={(request) => request.requestID}
      loading={loading}
      emptyText={t('record.empty')}
      initialSorting={[]}
    />
  );
}

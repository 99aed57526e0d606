import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountRecord } from '@lantau/contract';
import { displayStockCode, formatHongKongTime } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { useMarketName } from '../../../shared/market-data';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { Amount, PnlAmount } from '../../../shared/ui/amount';
import type { CsvColumn } from './records-csv';

const column = dataTableColumns<AccountRecord>();

/** Cash by its currency; a security by its code as the market shows it and the market's name: '00700 Hong Kong'. */
function assetText(record: AccountRecord, marketName: (market: string) => string): string {
  return record.asset.kind === 'cash'
    ? record.asset.currency
    : `${displayStockCode(record.asset.market, record.asset.stockCode)} ${marketName(record.asset.market)}`;
}

/** Cash moves in money (2 dp); securities in shares. */
function amountDecimals(record: AccountRecord): number {
  return record.asset.kind === 'cash' ? 2 : 0;
}

function timeText(time: string, language: string): string {
  return formatHongKongTime(time, language, 'dateTimeSeconds');
}

const stateColors = { POSTED: 'teal', PENDING: 'yellow', VOIDED: 'gray' } as const;

/** The record's columns in the user's language, for the CSV (the same words as the table's headers). */
export function useRecordColumns(): CsvColumn[] {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const marketName = useMarketName();
  return useMemo(
    () => [
      { header: t('record.time'), value: (record) => timeText(record.time, language) },
      { header: t('record.reason'), value: (record) => t(`record.reasons.${record.reason}`) },
      { header: t('record.description'), value: (record) => record.description },
      { header: t('record.asset'), value: (record) => assetText(record, marketName) },
      { header: t('record.amount'), value: (record) => record.amount },
      { header: t('record.balanceAfter'), value: (record) => record.balanceAfter },
      { header: t('record.state'), value: (record) => t(`record.states.${record.state}`) },
      { header: t('record.reference'), value: (record) => record.referenceText ?? '' },
    ],
    [t, language, marketName],
  );
}

export function RecordTable({
  records,
  loading,
}: {
  records: AccountRecord[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const marketName = useMarketName();
  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: t('record.time'),
        sortFn: 'datetime',
        meta: { rowHeader: true },
        cell: (info) => timeText(info.getValue(), language),
      }),
      column.accessor('reason', {
        header: t('record.reason'),
        meta: { card: 'secondary' },
        cell: (info) => t(`record.reasons.${info.getValue()}`),
      }),
      column.accessor('description', {
        header: t('record.description'),
        enableSorting: false,
        meta: { card: 'secondary' },
      }),
      column.accessor((record) => assetText(record, marketName), { id: 'asset', header: t('record.asset') }),
      column.accessor('amount', {
        header: t('record.amount'),
        sortFn: 'decimal',
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) =>
          row.original.asset.kind === 'cash' ? (
            <PnlAmount value={row.original.amount} />
          ) : (
            <Amount value={row.original.amount} decimals={amountDecimals(row.original)} />
          ),
      }),
      column.accessor('balanceAfter', {
        header: t('record.balanceAfter'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: ({ row }) => (
          <Amount value={row.original.balanceAfter} decimals={amountDecimals(row.original)} />
        ),
      }),
      column.accessor('state', {
        header: t('record.state'),
        cell: (info) => (
          <Badge size="sm" variant="dot" color={stateColors[info.getValue()]}>
            {t(`record.states.${info.getValue()}`)}
          </Badge>
        ),
      }),
      // The short number or named source a person reads (never the raw ledger reference: an execution's ID).
      column.accessor('referenceText', { header: t('record.reference'), enableSorting: false }),
    ],
    [t, language, marketName],
  );
  return (
    <DataTable
      caption={t('record.table')}
      columns={columns}
      data={records}
      getRowId={(record) => record.entryID}
      loading={loading}
      emptyText={t('record.empty')}
      initialSorting={[]}
    />
  );
}

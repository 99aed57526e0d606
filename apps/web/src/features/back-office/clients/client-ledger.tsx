import { useMemo } from 'react';
import { displayStockCode, formatAmount, formatHongKongTime } from '@lantau/domain';
import { useTranslation } from 'react-i18next';
import { getStaffClientRecords, type AccountRecord } from '@lantau/contract';
import { useMarketName } from '../../../shared/market-data';
import { dataTableColumns } from '../../../shared/table';
import { staffApiClient } from '../staff-api';
import { QueueTable } from '../queue/queue-page';
import { useStaffPage } from '../queue/use-staff-page';

/** How far back the look-up reads a ledger: a year covers what clients call about. */
const LEDGER_DAYS = 366;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Cash in money (2 dp), securities in whole shares. */
const decimalsOf = (record: AccountRecord) => (record.asset.kind === 'cash' ? 2 : 0);

const column = dataTableColumns<AccountRecord>();

/** An account's ledger entries, newest first, as the client's own account record lists them. */
export function ClientLedger({ userID, accountNumber }: { userID: string; accountNumber: string }) {
  const { t, i18n } = useTranslation('backofficeclients');
  const marketName = useMarketName();
  const today = new Date();
  // A day past today: the business date may already be tomorrow's in Hong Kong.
  const dates = {
    from: isoDate(new Date(today.getTime() - LEDGER_DAYS * 86_400_000)),
    to: isoDate(new Date(today.getTime() + 86_400_000)),
  };
  const records = useStaffPage(['client', userID, 'records', accountNumber, dates], (page) =>
    staffApiClient.request(getStaffClientRecords, {
      params: { userID, accountNumber },
      query: { ...dates, ...page },
    }),
  );
  const language = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: t('clients.time'),
        // Newest first as the server pages them: a page sorted on its own would mislead.
        enableSorting: false,
        meta: { rowHeader: true },
        cell: (info) => formatHongKongTime(info.getValue(), language),
      }),
      column.accessor('description', { header: t('clients.description'), enableSorting: false }),
      column.accessor(
        (record) =>
          record.asset.kind === 'cash'
            ? record.asset.currency
            : `${displayStockCode(record.asset.market, record.asset.stockCode)} ${marketName(record.asset.market)}`,
        { id: 'asset', header: t('clients.asset'), enableSorting: false },
      ),
      column.accessor('amount', {
        header: t('clients.amount'),
        enableSorting: false,
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => formatAmount(row.original.amount, decimalsOf(row.original)),
      }),
      column.accessor('balanceAfter', {
        header: t('clients.balanceAfter'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.balanceAfter, decimalsOf(row.original)),
      }),
      column.accessor('state', {
        header: t('clients.state'),
        enableSorting: false,
        cell: (info) => t(`clients.states.${info.getValue()}`),
      }),
    ],
    [t, language, marketName],
  );
  return (
    <QueueTable
      label={t('clients.ledgerTable', { account: accountNumber })}
      rows={records.data?.records}
      rowKey={(record) => record.entryID}
      columns={columns}
      error={records.error}
      pager={records.pager}
      emptyText={t('clients.noEntries')}
    />
  );
}

import { useMemo } from 'react';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { displayStockCode, marketSettlementCurrencies } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import { DataTable, dataTableColumns } from '../../shared/table';
import type { ExecutionList } from './api/get-executions';
import { money, orderPrice, orderTime } from './order-format';

type Execution = ExecutionList['executions'][number];

/** The fill's fees as one figure; each fee is already in its currency's minor unit (the cent, the yen). */
const totalFees = (execution: Execution) =>
  execution.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0)).toString();
/** The currency a market's fills are charged in (its main settlement currency). */
const feeCurrencyOf = (execution: Execution) => marketSettlementCurrencies[execution.market]?.[0] ?? 'HKD';

const column = dataTableColumns<Execution>();

/** Fills, newest first as the server sends them; the headers sort them otherwise. */
export function ExecutionsTable({ executions, caption }: { executions: Execution[]; caption: string }) {
  const { t } = useTranslation('trade');
  const { language } = useLanguage();
  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: t('history.columns.time'),
        sortFn: 'datetime',
        cell: (info) => orderTime(info.getValue(), language),
      }),
      column.accessor((execution) => displayStockCode(execution.market, execution.stockCode), {
        id: 'stock',
        header: t('history.columns.stock'),
        sortFn: 'alphanumeric',
        meta: { rowHeader: true },
      }),
      column.accessor('side', {
        header: t('history.columns.side'),
        cell: (info) => t(`side.${info.getValue()}`),
      }),
      column.accessor('price', {
        header: t('history.columns.price'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: (info) => orderPrice(info.getValue()),
      }),
      column.accessor('quantity', {
        header: t('history.columns.quantity'),
        sortFn: 'basic',
        meta: { numeric: true },
        cell: (info) => info.getValue().toLocaleString(language),
      }),
      column.accessor(totalFees, {
        id: 'fees',
        header: t('fees.total'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: (info) => money(info.getValue(), feeCurrencyOf(info.row.original)),
      }),
      column.accessor('settlementDate', { header: t('history.columns.settlement'), sortFn: 'text' }),
    ],
    [t, language],
  );
  return (
    <DataTable
      caption={caption}
      captionVisible
      columns={columns}
      data={executions}
      getRowId={(execution) => execution.executionID}
      emptyText={t('history.noExecutions')}
    />
  );
}

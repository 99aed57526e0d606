import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data/quote-format';
import { DataTable, dataTableColumns } from '../../shared/table';
import { usePnlShown } from '../../shared/feature-gates';
import { useAccounts, useAccountOverviews } from '../account';
import { PnlAmount } from '../../shared/ui/amount';
import { SectionCard } from '../../shared/ui/section-card';
import { topPositionsByPnl, type RankedPosition } from './top-positions';

const column = dataTableColumns<RankedPosition>();

/** The five positions with the largest P/L across the client's accounts; only where the broker shows P/L. */
export function TopPositions() {
  if (!usePnlShown()) return null;
  return <TopPositionsTable />;
}

function TopPositionsTable() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const accounts = useAccounts();
  const numbers = useMemo(
    () => accounts.data?.map((account) => account.accountNumber) ?? [],
    [accounts.data],
  );
  const { overviews, pending } = useAccountOverviews(numbers);
  const top = useMemo(() => topPositionsByPnl(overviews), [overviews]);
  const columns = useMemo(
    () => [
      column.accessor((position) => localName(position.name, language), {
        id: 'stock',
        header: t('overview.stock'),
        meta: { rowHeader: true },
        cell: ({ row }) => `${localName(row.original.name, language)} (${row.original.stockCode})`,
      }),
      column.accessor('accountNumber', { header: t('overview.account') }),
      column.accessor('unrealisedPnl', {
        header: t('overview.unrealisedPnl'),
        sortFn: 'decimal',
        meta: { numeric: true },
        cell: ({ row }) => (
          <PnlAmount value={row.original.unrealisedPnl} percent={row.original.unrealisedPnlPercent} />
        ),
      }),
    ],
    [t, language],
  );
  return (
    <SectionCard titleId="top-positions-title" title={t('home.topPositions')}>
      <DataTable
        caption={t('home.topPositions')}
        columns={columns}
        data={accounts.isPending || pending ? undefined : top}
        getRowId={(position) => `${position.accountNumber}|${position.market}|${position.stockCode}`}
        emptyText={t('home.topPositionsEmpty')}
      />
    </SectionCard>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenerResult, ScreenerSort } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { ChangeText, compact, localName, price, quantity } from '../../../shared/market-data';
import { DataTable, dataTableColumns, type SortingState } from '../../../shared/table';
import { useTradeNavigation } from '../../../shared/url/trade-paths';
import { useFeatureAccess } from '../../../shared/feature-gates';
import { useMarketNavigation } from '../../../shared/url/use-market-navigation';

const column = dataTableColumns<ScreenerResult>();

/** One page of results; sorting by a header asks the server again (it sorts the whole result, not the page). */
export function ResultsTable({
  rows,
  loading,
  sorting,
  onSortingChange,
}: {
  rows: ScreenerResult[] | undefined;
  loading: boolean;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}) {
  const { t } = useTranslation('screener');
  const { language } = useLanguage();
  const { openQuote } = useMarketNavigation();
  const { openTicket } = useTradeNavigation();
  const { access } = useFeatureAccess('trade');
  const percentColumn = (id: 'changePct' | 'changePctMTD' | 'changePctYTD') =>
    column.accessor(id, {
      header: t(`results.${id}`),
      meta: { numeric: true },
      cell: (info) => (
        <ChangeText change={info.getValue()} changePct={info.getValue()} percentOnly size="sm" />
      ),
    });
  const columns = [
    column.accessor('stockCode', {
      header: t('results.code'),
      meta: { rowHeader: true },
      cell: (info) => displayStockCode(info.row.original.market, info.getValue()),
    }),
    column.display({
      id: 'name',
      header: t('results.name'),
      cell: (info) => localName(info.row.original.name, language),
    }),
    column.accessor('nominal', {
      header: t('results.nominal'),
      meta: { numeric: true },
      cell: (info) => price(info.getValue()),
    }),
    column.accessor('change', {
      header: t('results.change'),
      meta: { numeric: true },
      cell: (info) => <ChangeText change={info.getValue()} size="sm" />,
    }),
    percentColumn('changePct'),
    percentColumn('changePctMTD'),
    percentColumn('changePctYTD'),
    column.accessor('volume', {
      header: t('results.volume'),
      meta: { numeric: true },
      cell: (info) => quantity(info.getValue(), language),
    }),
    column.accessor('turnover', {
      header: t('results.turnover'),
      meta: { numeric: true },
      cell: (info) => compact(info.getValue(), language),
    }),
    column.display({
      id: 'actions',
      header: t('results.actions'),
      cell: (info) => {
        const stock = info.row.original;
        const instrument = { market: stock.market, stockCode: stock.stockCode };
        const name = localName(stock.name, language);
        return (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={t('results.quoteOf', { name })}
              onClick={() => void openQuote(instrument)}
            >
              {t('results.quote')}
            </Button>
            {access === 'open' && (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('results.tradeOf', { name })}
                onClick={() => void openTicket(instrument)}
              >
                {t('results.trade')}
              </Button>
            )}
          </Group>
        );
      },
    }),
  ];
  return (
    <DataTable
      caption={t('results.caption')}
      columns={columns}
      data={rows}
      getRowId={(row) => `${row.market}|${row.stockCode}`}
      loading={loading}
      emptyText={<Text component="span">{t('results.none')}</Text>}
      sorting={sorting}
      onSortingChange={onSortingChange}
    />
  );
}

/** The server's sort from the table's: one column, descending first for numbers as the table toggles. */
export function sortOf(sorting: SortingState): { sort: ScreenerSort; order: 'asc' | 'desc' } {
  const first = sorting[0];
  if (!first) return { sort: 'changePct', order: 'desc' };
  return { sort: first.id as ScreenerSort, order: first.desc ? 'desc' : 'asc' };
}

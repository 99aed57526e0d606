import { useMemo } from 'react';
import { Paper, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { topsSorts } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { useStockTops, type StockTops, type TopsSort } from '../api/get-stock-tops';
import { ChangeText, compact, price, quantity } from '../../../shared/market-data';
import { QuoteLink, StockCode } from '../../../shared/url/quote-link';

/** HK top movers in four tabs; a row's name opens its quote. */
export function TopMovers() {
  const { t } = useTranslation('market');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="movers-title">
      <Title order={2} size="h4" id="movers-title" mb="sm">
        {t('movers.title')}
      </Title>
      <Tabs defaultValue="GAINERS" keepMounted={false}>
        <Tabs.List>
          {topsSorts.map((sort) => (
            <Tabs.Tab key={sort} value={sort}>
              {t(`movers.${sort}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {topsSorts.map((sort) => (
          <Tabs.Panel key={sort} value={sort} pt="xs">
            <MoversTable sort={sort} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

type Mover = StockTops[number];
const column = dataTableColumns<Mover>();

function MoversTable({ sort }: { sort: TopsSort }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const tops = useStockTops('HK', sort);
  const columns = useMemo(
    () => [
      column.accessor('stockCode', {
        header: t('movers.code'),
        cell: ({ row }) => <StockCode stock={row.original} />,
      }),
      column.accessor('name', {
        header: t('movers.name'),
        cell: ({ row }) => <QuoteLink stock={row.original} />,
      }),
      column.accessor('nominal', {
        header: t('movers.nominal'),
        meta: { numeric: true },
        cell: ({ getValue }) => price(getValue()),
      }),
      column.accessor('changePct', {
        header: t('movers.changePct'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <ChangeText change={row.original.change} changePct={row.original.changePct} percentOnly size="sm" />
        ),
      }),
      sort === 'VOLUME'
        ? column.accessor('volume', {
            header: t('movers.volume'),
            meta: { numeric: true },
            cell: ({ getValue }) => quantity(getValue(), language),
          })
        : column.accessor('turnover', {
            header: t('movers.turnover'),
            meta: { numeric: true },
            cell: ({ getValue }) => compact(getValue(), language),
          }),
    ],
    [t, language, sort],
  );
  if (tops.isError) return <Text c="dimmed">{t('movers.failed')}</Text>;
  return (
    <DataTable
      caption={t('movers.caption', { list: t(`movers.${sort}`) })}
      captionVisible
      columns={columns}
      sortable={false}
      data={tops.data}
      getRowId={(stock) => stock.stockCode}
      emptyText={t('movers.empty')}
      compact
    />
  );
}

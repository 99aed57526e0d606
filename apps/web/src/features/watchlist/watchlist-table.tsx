import { useMemo } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketCode, QuotePlan, StockIdentity, WatchlistGroup } from '@lantau/contract';
import { displayStockCode, moveItem } from '@lantau/domain';
import { useLanguage } from '../../shared/i18n';
import {
  ChangeText,
  localName,
  price,
  quantity,
  useQuote,
  useStreamSubscription,
} from '../../shared/market-data';
import { DataTable, dataTableColumns } from '../../shared/table';
import { MutationError } from '../../shared/ui/mutation-error';
import { usePutWatchlistStocks } from './api/put-watchlist-stocks';
import { useWatchlistQuotes } from './api/get-watchlist-quotes';
import { ReorderButtons } from './reorder-buttons';
import { QuoteLink, StockCode } from '../../shared/url/quote-link';

const refOf = (stock: StockIdentity) => ({ market: stock.market, stockCode: stock.stockCode });
const column = dataTableColumns<StockIdentity>();

/** The group's stocks with their prices, as current as each market's plan allows; a name opens the quote. */
export function WatchlistTable({
  group,
  planOf,
}: {
  group: WatchlistGroup;
  planOf: (market: MarketCode) => QuotePlan | undefined;
}) {
  const { t } = useTranslation('watchlist');
  const { language } = useLanguage();
  const save = usePutWatchlistStocks();
  useWatchlistQuotes(group.stocks, planOf);
  const stocks = group.stocks;
  const busy = save.isPending;
  const columns = useMemo(() => {
    const replace = (next: StockIdentity[]) =>
      save.mutate({ groupID: group.groupID, stocks: next.map(refOf) });
    const labelOf = (stock: StockIdentity) =>
      `${displayStockCode(stock.market, stock.stockCode)} ${localName(stock.name, language)}`;
    return [
      column.accessor('stockCode', {
        header: t('table.code'),
        cell: ({ row }) => <StockCode stock={row.original} />,
      }),
      column.accessor('name', {
        header: t('table.name'),
        meta: { card: 'title' },
        cell: ({ row }) => <QuoteLink stock={row.original} />,
      }),
      column.display({
        id: 'nominal',
        header: t('table.nominal'),
        meta: { numeric: true, card: 'primary' },
        cell: ({ row }) => <PriceCell stock={row.original} plan={planOf(row.original.market)} />,
      }),
      column.display({
        id: 'change',
        header: t('table.change'),
        meta: { numeric: true, card: 'secondary' },
        cell: ({ row }) => <ChangeCell stock={row.original} />,
      }),
      column.display({
        id: 'volume',
        header: t('table.volume'),
        meta: { numeric: true },
        cell: ({ row }) => <VolumeCell stock={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        meta: { card: 'action' },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <ReorderButtons
              index={row.index}
              count={stocks.length}
              upLabel={t('table.moveUp', { name: labelOf(row.original) })}
              downLabel={t('table.moveDown', { name: labelOf(row.original) })}
              disabled={busy}
              onMove={(step) => replace(moveItem(stocks, row.index, step))}
            />
            <ActionIcon
              variant="default"
              size="sm"
              color="red"
              aria-label={t('table.remove', { name: labelOf(row.original) })}
              disabled={busy}
              onClick={() => replace(stocks.filter((_, at) => at !== row.index))}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        ),
      }),
    ];
  }, [t, language, planOf, save, group.groupID, stocks, busy]);

  if (stocks.length === 0) return <Text c="dimmed">{t('table.empty')}</Text>;
  return (
    <Stack gap="xs">
      <MutationError error={save.error} />
      <DataTable
        caption={t('table.caption', { name: group.name })}
        captionVisible
        columns={columns}
        data={stocks}
        getRowId={(stock) => `${stock.market}|${stock.stockCode}`}
        emptyText={t('table.empty')}
        sortable={false}
      />
    </Stack>
  );
}

/**
 * The price, and what keeps it current: streamed while the row is shown on LEVEL2 (the shared hub subscribes
 * once however many screens show it), the batched snapshot otherwise. Each cell re-renders from the store, at
 * most once per animation frame, not the whole table.
 */
function PriceCell({ stock, plan }: { stock: StockIdentity; plan: QuotePlan | undefined }) {
  const { t } = useTranslation('watchlist');
  useStreamSubscription(stock, plan === 'LEVEL2');
  const quote = useQuote(stock);
  return (
    <Stack gap={0} align="flex-end">
      <span className="num">{price(quote?.nominal)}</span>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {plan === 'LEVEL2' ? t('feed.LEVEL2') : t('feed.other')}
      </Text>
    </Stack>
  );
}

function ChangeCell({ stock }: { stock: StockIdentity }) {
  const quote = useQuote(stock);
  return <ChangeText change={quote?.change} changePct={quote?.changePct} size="sm" />;
}

function VolumeCell({ stock }: { stock: StockIdentity }) {
  const { language } = useLanguage();
  return quantity(useQuote(stock)?.volume, language);
}

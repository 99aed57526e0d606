import { ActionIcon, Anchor, Group, Stack, Table, Text } from '@mantine/core';
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
import { MutationError } from '../../shared/ui/mutation-error';
import { useMarketNavigation } from '../../shared/url/use-market-navigation';
import { usePutWatchlistStocks } from './api/put-watchlist-stocks';
import { useWatchlistQuotes } from './api/get-watchlist-quotes';
import { ReorderButtons } from './reorder-buttons';

const refOf = (stock: StockIdentity) => ({ market: stock.market, stockCode: stock.stockCode });

/** The group's stocks with their prices, as current as each market's plan allows; a name opens the quote. */
export function WatchlistTable({
  group,
  planOf,
}: {
  group: WatchlistGroup;
  planOf: (market: MarketCode) => QuotePlan | undefined;
}) {
  const { t } = useTranslation('watchlist');
  const save = usePutWatchlistStocks();
  useWatchlistQuotes(group.stocks, planOf);
  const replace = (stocks: StockIdentity[]) =>
    save.mutate({ groupID: group.groupID, stocks: stocks.map(refOf) });

  if (group.stocks.length === 0) return <Text c="dimmed">{t('table.empty')}</Text>;
  return (
    <Stack gap="xs">
      <MutationError error={save.error} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={6} horizontalSpacing="xs">
          <Table.Caption>{t('table.caption', { name: group.name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('table.code')}</Table.Th>
              <Table.Th scope="col">{t('table.name')}</Table.Th>
              <Table.Th scope="col" className="num">
                {t('table.nominal')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('table.change')}
              </Table.Th>
              <Table.Th scope="col" className="num">
                {t('table.volume')}
              </Table.Th>
              <Table.Th scope="col">{t('table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.stocks.map((stock, index) => (
              <WatchlistRow
                key={`${stock.market}|${stock.stockCode}`}
                stock={stock}
                plan={planOf(stock.market)}
                index={index}
                count={group.stocks.length}
                busy={save.isPending}
                onMove={(step) => replace(moveItem(group.stocks, index, step))}
                onRemove={() => replace(group.stocks.filter((_, at) => at !== index))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * One stock: streamed while shown on LEVEL2 (the shared hub subscribes once however many screens show it), the
 * batched snapshot otherwise. The row re-renders from the store, at most once per animation frame.
 */
function WatchlistRow({
  stock,
  plan,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  stock: StockIdentity;
  plan: QuotePlan | undefined;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('watchlist');
  const { language } = useLanguage();
  const { openQuote } = useMarketNavigation();
  useStreamSubscription(stock, plan === 'LEVEL2');
  const quote = useQuote(stock);
  const name = localName(stock.name, language);
  const code = displayStockCode(stock.market, stock.stockCode);
  const label = `${code} ${name}`;
  return (
    <Table.Tr>
      <Table.Td className="num" ta="left">
        {code}
      </Table.Td>
      <Table.Td>
        <Anchor component="button" type="button" size="sm" onClick={() => void openQuote(refOf(stock))}>
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td className="num">
        <Stack gap={0} align="flex-end">
          <span className="num">{price(quote?.nominal)}</span>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {plan === 'LEVEL2' ? t('feed.LEVEL2') : t('feed.other')}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td className="num">
        <ChangeText change={quote?.change} changePct={quote?.changePct} size="sm" />
      </Table.Td>
      <Table.Td className="num">{quantity(quote?.volume, language)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <ReorderButtons
            index={index}
            count={count}
            upLabel={t('table.moveUp', { name: label })}
            downLabel={t('table.moveDown', { name: label })}
            disabled={busy}
            onMove={onMove}
          />
          <ActionIcon
            variant="default"
            size="sm"
            color="red"
            aria-label={t('table.remove', { name: label })}
            disabled={busy}
            onClick={onRemove}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

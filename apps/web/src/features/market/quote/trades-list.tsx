import { useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { marketTime, price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

const SHOWN = 15;
const tradesOf = (quote: Quote | undefined) => quote?.trades;
const planOf = (quote: Quote | undefined) => quote?.feedPlan;
type Trade = NonNullable<Quote['trades']>[number] & { id: string };

const column = dataTableColumns<Trade>();

/**
 * Each trade's row id: its time, and how many older trades (of those the quote keeps) share that time. It stays
 * the same as newer trades arrive above it; the position in the list did not, so every new trade gave every row
 * a new id and the table rebuilt all of them, several times a second (bench/README.md "Home and quote: the main
 * thread").
 */
function withIds(latest: NonNullable<Quote['trades']>, known: WeakMap<object, Trade>): Trade[] {
  const seen = new Map<number, number>();
  const trades: Trade[] = new Array(latest.length);
  for (let at = latest.length - 1; at >= 0; at--) {
    const trade = latest[at]!;
    const older = seen.get(trade.time) ?? 0;
    seen.set(trade.time, older + 1);
    const id = `${trade.time}-${older}`;
    // The same row object for the same trade: the table kit then leaves its row as drawn.
    const previous = known.get(trade);
    const row = previous?.id === id ? previous : { ...trade, id };
    known.set(trade, row);
    trades[at] = row;
  }
  return trades;
}
const sideClass = { BUY: 'quote-up', SELL: 'quote-down' } as const;

/** The latest trades, newest first; the side that took liquidity is named, not only coloured. */
export function TradesList({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const latest = useQuoteSelector(instrument, tradesOf);
  const [known] = useState(() => new WeakMap<object, Trade>());
  const trades = useMemo(() => withIds(latest ?? [], known).slice(0, SHOWN), [latest, known]);
  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: t('trades.time'),
        cell: ({ getValue }) => marketTime(getValue(), instrument.market, language),
      }),
      column.accessor('price', {
        header: t('trades.price'),
        meta: { numeric: true },
        cell: ({ getValue }) => price(getValue()),
      }),
      column.accessor('quantity', {
        header: t('trades.quantity'),
        meta: { numeric: true },
        cell: ({ getValue }) => quantity(getValue(), language),
      }),
      column.accessor('aggressor', {
        header: t('trades.side'),
        cell: ({ getValue }) => {
          const aggressor = getValue();
          return (
            <span className={aggressor ? sideClass[aggressor] : undefined}>
              {t(`trades.aggressor.${aggressor ?? 'AUCTION'}`)}
            </span>
          );
        },
      }),
    ],
    [t, language, instrument.market],
  );
  // Only Level 2 carries the trade ticker; on other plans an empty list is not a quiet market.
  const streaming = useQuoteSelector(instrument, planOf) === 'LEVEL2';
  return (
    <Stack gap="xs" component="section" aria-labelledby="trades-title">
      <Title order={2} size="h4" id="trades-title">
        {t('trades.title')}
      </Title>
      {trades.length === 0 ? (
        <Text size="sm" c="dimmed">
          {streaming ? t('trades.empty') : t('trades.level2Only')}
        </Text>
      ) : (
        <DataTable
          caption={t('trades.caption')}
          captionVisible
          columns={columns}
          data={trades}
          getRowId={(trade) => trade.id}
          emptyText={t('trades.empty')}
          sortable={false}
          compact
          // Four short figures fit a phone's width as rows; a card a trade would make the list five times longer.
          cards={false}
        />
      )}
    </Stack>
  );
}

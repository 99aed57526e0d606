import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepthLevel, Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

interface LadderRow {
  side: 'ask' | 'bid';
  level: number;
  figures: DepthLevel | undefined;
}

const column = dataTableColumns<LadderRow>();
const NO_LEVELS: DepthLevel[] = [];
const bidsOf = (quote: Quote | undefined) => quote?.bids;
const asksOf = (quote: Quote | undefined) => quote?.asks;
// The stream keeps a level's object while its figures stand (stream-frames.ts): only the rungs a frame changed
// are drawn again.
const sameFigures = (previous: LadderRow, next: LadderRow) => previous.figures === next.figures;
const sideClass = { ask: 'quote-down', bid: 'quote-up' } as const;

/**
 * The book on a phone (under the order ticket, on the quote page): one narrow ladder, asks above (the best next
 * to the spread) and bids below, as a trader reads it. The depth table's bid and ask side by side need the
 * width of a desktop.
 */
export function DepthLadder({ instrument, count }: { instrument: Instrument; count: number }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const bids = useQuoteSelector(instrument, bidsOf) ?? NO_LEVELS;
  const asks = useQuoteSelector(instrument, asksOf) ?? NO_LEVELS;
  const rows = useMemo(() => {
    const levels = Array.from({ length: count }, (_, index) => index + 1);
    return [
      ...levels.toReversed().map((level) => ({ side: 'ask' as const, level, figures: asks[level - 1] })),
      ...levels.map((level) => ({ side: 'bid' as const, level, figures: bids[level - 1] })),
    ];
  }, [count, bids, asks]);
  const columns = useMemo(
    () => [
      column.display({
        id: 'level',
        header: t('depth.ladderLevel'),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span className={sideClass[row.original.side]}>
            {t(`depth.${row.original.side}Level`, { level: row.original.level })}
          </span>
        ),
      }),
      column.display({
        id: 'price',
        header: t('depth.price'),
        meta: { numeric: true },
        cell: ({ row }) => (row.original.figures ? price(row.original.figures.price) : ''),
      }),
      column.display({
        id: 'quantity',
        header: t('depth.quantity'),
        meta: { numeric: true },
        cell: ({ row }) => (row.original.figures ? quantity(row.original.figures.quantity, language) : ''),
      }),
      column.display({
        id: 'orders',
        header: t('depth.orders'),
        meta: { numeric: true },
        cell: ({ row }) => (row.original.figures ? String(row.original.figures.orders) : ''),
      }),
    ],
    [t, language],
  );
  return (
    <DataTable
      caption={t('depth.ladderCaption', { count })}
      captionVisible
      columns={columns}
      data={rows}
      getRowId={(row) => `${row.side}${row.level}`}
      emptyText={t('depth.empty')}
      sortable={false}
      compact
      cards={false}
      sameRow={sameFigures}
      rowTestId="ladder-row"
    />
  );
}

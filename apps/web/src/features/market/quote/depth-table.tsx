import { memo, useMemo } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepthLevel, Quote } from '@lantau/contract';
import { useLanguage } from '../../../shared/i18n';
import { DataTable, dataTableColumns } from '../../../shared/table';
import { depthCounts, useMarketSetting, type DepthCount } from '../settings/market-settings';
import { usePhone } from '../../../shared/ui/use-phone';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { DepthLadder } from './depth-ladder';
import { price, quantity, useQuoteSelector, type Instrument } from '../../../shared/market-data';

interface DepthRow {
  level: number;
  bid: DepthLevel | undefined;
  ask: DepthLevel | undefined;
}

const column = dataTableColumns<DepthRow>();
const NO_LEVELS: DepthLevel[] = [];
const bidsOf = (quote: Quote | undefined) => quote?.bids;
const asksOf = (quote: Quote | undefined) => quote?.asks;
// The stream keeps a level's object while its figures stand (stream-frames.ts): a row whose two levels are the
// same objects draws the same, and only the levels a frame changed are drawn again.
const sameLevels = (previous: DepthRow, next: DepthRow) =>
  previous.bid === next.bid && previous.ask === next.ask;
const depthCountOptions = depthCounts.map((levels) => ({ value: String(levels), label: String(levels) }));

/**
 * Bid and ask side by side, best first (on a phone, a ladder of the same levels). LEVEL2 has 10 levels and lets
 * the user show 1, 5 or 10 (a local setting); other plans have the best level only.
 */
export function DepthTable({ instrument, fullDepth }: { instrument: Instrument; fullDepth: boolean }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const [stored, setCount] = useMarketSetting('depthCount');
  const bids = useQuoteSelector(instrument, bidsOf) ?? NO_LEVELS;
  const asks = useQuoteSelector(instrument, asksOf) ?? NO_LEVELS;
  const count: DepthCount = fullDepth ? stored : 1;
  // Bid and ask side by side need a desktop's width: a phone reads the same levels as a ladder.
  const phone = usePhone();
  // One row a level, blank where a side has fewer levels than shown.
  const rows = useMemo(
    () =>
      Array.from({ length: count }, (_, index) => ({ level: index + 1, bid: bids[index], ask: asks[index] })),
    [count, bids, asks],
  );
  const columns = useMemo(() => {
    const figures = [
      ['Price', (level: DepthLevel) => price(level.price)],
      ['Quantity', (level: DepthLevel) => quantity(level.quantity, language)],
      ['Orders', (level: DepthLevel) => String(level.orders)],
    ] as const;
    return [
      column.accessor('level', { header: t('depth.level'), meta: { rowHeader: true } }),
      ...(['bid', 'ask'] as const).flatMap((side) =>
        figures.map(([figure, show]) =>
          column.display({
            id: `${side}${figure}`,
            header: t(`depth.${side}${figure}`),
            meta: { numeric: true },
            cell: ({ row }) => {
              const level = row.original[side];
              return level ? show(level) : '';
            },
          }),
        ),
      ),
    ];
  }, [t, language]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="depth-title">
      <DepthHeading fullDepth={fullDepth} count={count} onCount={setCount} />
      {phone ? (
        <DepthLadder instrument={instrument} count={count} />
      ) : (
        <DataTable
          caption={t('depth.caption', { count })}
          captionVisible
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.level)}
          emptyText={t('depth.empty')}
          sortable={false}
          compact
          rowTestId="depth-row"
          sameRow={sameLevels}
        />
      )}
      {bids.length === 0 && asks.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('depth.empty')}
        </Text>
      )}
    </Stack>
  );
}

/** The title and the levels' control: memoised, so the stream's updates of the levels do not re-render them. */
const DepthHeading = memo(function DepthHeading({
  fullDepth,
  count,
  onCount,
}: {
  fullDepth: boolean;
  count: DepthCount;
  onCount: (count: DepthCount) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <Group justify="space-between">
      <Title order={2} size="h4" id="depth-title">
        {t('depth.title')}
      </Title>
      {fullDepth && (
        <SegmentedChoice
          size="xs"
          label={t('depth.levels')}
          value={String(count)}
          onChange={(value) => onCount(Number(value) as DepthCount)}
          options={depthCountOptions}
        />
      )}
    </Group>
  );
});

import { useState } from 'react';
import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { chartLayouts, useMarketSetting, type ChartLayout } from '../settings/market-settings';
import { MarketScope } from '../ui/market-scope';
import { cellsForLayout, pickInstrument, setGroup } from './chart-groups';
import { ChartCellView } from './chart-cell';
import { TutorialGate } from './tutorial-gate';

const columns: Record<ChartLayout, number> = { 1: 1, 2: 2, 4: 2, 6: 3 };

/** market_informatica/multi_chart: 1, 2, 4 or 6 charts; charts in one colour group follow one instrument. */
export function MultiChartPage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('multi.title'));
  const [layout, setLayout] = useMarketSetting('multiChartLayout');
  // Kept like the layout: the next visit opens on the same stocks and colour groups. Cells beyond the layout
  // stay stored, so going from six charts to four and back loses nothing.
  const [cells, setCells] = useMarketSetting('multiChartCells');
  const [focused, setFocused] = useState<number | null>(null);
  const shown = cellsForLayout(cells, layout);

  // Changes apply to the stored cells too, so a hidden chart of a colour group still follows its group.
  const all = cellsForLayout(cells, Math.max(layout, cells.length) as ChartLayout);

  const changeLayout = (next: ChartLayout) => {
    setLayout(next);
    setFocused(null);
  };

  return (
    <MarketScope>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {t('multi.title')}
          </Title>
          <SegmentedChoice
            label={t('multi.layout')}
            value={String(layout)}
            onChange={(value) => changeLayout(Number(value) as ChartLayout)}
            options={chartLayouts.map((count) => ({
              value: String(count),
              label: t('multi.charts', { count }),
            }))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: focused === null ? columns[layout] : 1 }} spacing="md">
          {shown.map((cell, index) =>
            focused === null || focused === index ? (
              <ChartCellView
                key={index}
                index={index}
                cell={cell}
                enlarged={focused === index}
                height={layout === 1 || focused === index ? 420 : 260}
                compact={columns[layout] > 2 && focused !== index}
                onPick={(instrument) => setCells(pickInstrument(all, index, instrument))}
                onGroup={(group) => setCells(setGroup(all, index, group))}
                onToggleEnlarge={() => setFocused(focused === index ? null : index)}
              />
            ) : null,
          )}
        </SimpleGrid>
      </Stack>
      <TutorialGate />
    </MarketScope>
  );
}

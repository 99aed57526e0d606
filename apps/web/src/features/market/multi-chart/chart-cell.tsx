import { ActionIcon, Box, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStockCode } from '@lantau/domain';
import {
  useInstrumentName,
  useQuotePlan,
  type Instrument,
  useStreamSubscription,
} from '../../../shared/market-data';
import { useLanguage } from '../../../shared/i18n';
import { ChartPanel } from '../chart/chart-panel';
import { StockSearch } from '../../../shared/market-data/stock-search';
import { groupColors, type ChartCell, type GroupColor } from './chart-groups';

const swatch: Record<GroupColor, string | undefined> = {
  none: undefined,
  red: 'var(--mantine-color-red-7)',
  blue: 'var(--mantine-color-blue-7)',
  green: 'var(--mantine-color-green-8)',
};

interface ChartCellViewProps {
  index: number;
  cell: ChartCell;
  enlarged: boolean;
  height: number;
  /** Narrow (six charts side by side): the period is picked from a list. */
  compact: boolean;
  onPick: (instrument: Instrument) => void;
  onGroup: (group: GroupColor) => void;
  onToggleEnlarge: () => void;
}

/** One chart of the layout with its own stock search and colour group; double-click (or the button) enlarges. */
export function ChartCellView({
  index,
  cell,
  enlarged,
  height,
  compact,
  onPick,
  onGroup,
  onToggleEnlarge,
}: ChartCellViewProps) {
  const { t } = useTranslation('market');
  const { plan } = useQuotePlan(cell.instrument.market);
  const streaming = plan?.plan === 'LEVEL2';
  useStreamSubscription(cell.instrument, streaming);
  const code = displayStockCode(cell.instrument.market, cell.instrument.stockCode);
  // The name with the code: six charts of bare codes do not say which is which.
  const name = useInstrumentName(cell.instrument, useLanguage().language);
  const title = name
    ? t('multi.chartTitleNamed', { number: index + 1, code, name })
    : t('multi.chartTitle', { number: index + 1, code });
  return (
    <Paper
      withBorder
      p="xs"
      onDoubleClick={onToggleEnlarge}
      style={{ borderLeft: swatch[cell.group] ? `6px solid ${swatch[cell.group]}` : undefined }}
      data-testid="chart-cell"
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Box style={{ flex: 1, minWidth: 180 }}>
            <StockSearch onPick={onPick} label={t('multi.searchLabel', { number: index + 1 })} />
          </Box>
          <Select
            w={130}
            label={t('multi.group', { number: index + 1 })}
            value={cell.group}
            allowDeselect={false}
            onChange={(value) => onGroup((value ?? 'none') as GroupColor)}
            data={groupColors.map((group) => ({ value: group, label: t(`multi.groups.${group}`) }))}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-pressed={enlarged}
            aria-label={
              enlarged ? t('multi.restore', { number: index + 1 }) : t('multi.enlarge', { number: index + 1 })
            }
            onClick={onToggleEnlarge}
          >
            <span aria-hidden="true">{enlarged ? '⤡' : '⤢'}</span>
          </ActionIcon>
        </Group>
        {cell.group !== 'none' && (
          <Text size="xs" c="dimmed">
            {t('multi.inGroup', { group: t(`multi.groups.${cell.group}`) })}
          </Text>
        )}
        <ChartPanel
          instrument={cell.instrument}
          streaming={streaming}
          height={height}
          headingLevel={2}
          title={title}
          compact={compact}
        />
      </Stack>
    </Paper>
  );
}

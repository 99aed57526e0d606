import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Alert,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { candlePeriods } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useCandles, type ChartPeriod } from '../api/get-candles';
import { useQuoteColor, type Instrument } from '../../../shared/market-data';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { chartColors } from './chart-colors';
import { MovingAverageLegend } from './moving-average-legend';

// The charting library is loaded with the first chart, never with the app.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export const chartPeriods: ChartPeriod[] = ['intraday', ...candlePeriods];

interface ChartPanelProps {
  instrument: Instrument;
  streaming: boolean;
  height?: number;
  /** Multi-chart cells name the chart by their own heading. */
  headingLevel?: 2 | 3;
  title?: string;
  /** A narrow chart (six side by side) picks its period from a list: the bar of ten periods would not fit. */
  compact?: boolean;
}

/** A chart with its period selector: intraday line or candles, volume, and MA5/10/20 on candles. */
export function ChartPanel({
  instrument,
  streaming,
  height = 320,
  headingLevel = 2,
  title,
  compact = false,
}: ChartPanelProps) {
  const { t } = useTranslation('market');
  const [period, setPeriod] = useState<ChartPeriod>('intraday');
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const colors = chartColors(scheme, useQuoteColor());
  // Streaming keeps the last bar live; otherwise reload once a minute (delayed data moves by the minute).
  const candles = useCandles(instrument, period, streaming ? false : 60_000);
  const code = displayStockCode(instrument.market, instrument.stockCode);
  const heading = title ?? t('chart.title');
  const periodOptions = chartPeriods.map((value) => ({ value, label: t(`chart.periods.${value}`) }));
  // The charting library (55 KB gzip'd) and its drawing load when the chart comes into view: on a phone it sits
  // below the quote's figures, and the page's first screen does without it (a box of its height holds its place).
  const [figureRef, nearViewport] = useNearViewport<HTMLElement>();

  return (
    <Paper withBorder p="sm" component="section" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingLevel} size="h5">
            {heading}
          </Title>
          {compact ? (
            <NativeSelect
              size="xs"
              aria-label={t('chart.period')}
              value={period}
              onChange={(event) => setPeriod(event.currentTarget.value as ChartPeriod)}
              data={periodOptions}
            />
          ) : (
            // Ten periods are wider than a phone: the bar scrolls inside its own box, never cut off.
            <Box className="chart-periods">
              <SegmentedChoice
                size="xs"
                label={t('chart.period')}
                value={period}
                onChange={setPeriod}
                options={periodOptions}
              />
            </Box>
          )}
        </Group>
        {period !== 'intraday' && <MovingAverageLegend colors={colors.ma} />}
        {candles.isError && (
          <Alert color="red" role="alert">
            {t('chart.failed')}
          </Alert>
        )}
        {/* A figure, not an image: the chart carries the library's attribution link. */}
        <Box
          ref={figureRef}
          component="figure"
          m={0}
          aria-label={t('chart.summary', { code, period: t(`chart.periods.${period}`) })}
        >
          {candles.data && !nearViewport && <div style={{ height }} />}
          {candles.data && nearViewport && (
            <Suspense fallback={<div style={{ height }} />}>
              <ChartCanvas
                instrument={instrument}
                period={period}
                candles={candles.data.candles}
                colors={colors}
                streaming={streaming}
                height={height}
              />
            </Suspense>
          )}
          {candles.data?.candles.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('chart.empty')}
            </Text>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

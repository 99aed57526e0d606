import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '@lantau/contract';
import type { ChartPeriod } from '../api/get-candles';
import { instrumentKey, type Instrument, useMarketStream } from '../../../shared/market-data';
import type { ChartColors } from './chart-colors';
import { barAfterTrade, lastAverage, movingAverage, toBars, type Bar } from './chart-data';

export const MA_LENGTHS = [5, 10, 20] as const;

export interface ChartCanvasProps {
  instrument: Instrument;
  period: ChartPeriod;
  candles: readonly Candle[];
  colors: ChartColors;
  /** LEVEL2: the last bar follows the stream's trades. */
  streaming: boolean;
  height: number;
}

interface Series {
  price: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<'Line'>[];
}

const ts = (time: number) => time as UTCTimestamp;

/**
 * The chart itself (lightweight-charts, loaded only when a chart is shown). React renders the box once; data
 * reaches the canvas through series.setData and, for each new trade, series.update on the last bar, so a tick
 * never re-renders a component.
 */
export default function ChartCanvas({
  instrument,
  period,
  candles,
  colors,
  streaming,
  height,
}: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const lastBar = useRef<Bar | undefined>(undefined);
  const closes = useRef<number[]>([]);
  const { store } = useMarketStream();
  const intraday = period === 'intraday';

  // One chart per mount and per kind of price series (line for intraday, candles for periods).
  useEffect(() => {
    if (!box.current) return;
    const created = createChart(box.current, { autoSize: true, height });
    const price = intraday
      ? created.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false })
      : created.addSeries(CandlestickSeries, { borderVisible: false });
    const volume = created.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
    });
    created.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const averages = intraday
      ? []
      : MA_LENGTHS.map(() =>
          created.addSeries(LineSeries, { lineWidth: 1, priceLineVisible: false, lastValueVisible: false }),
        );
    chart.current = created;
    series.current = { price, volume, averages };
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [intraday, height]);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: colors.text },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      timeScale: { timeVisible: period !== 'day' && period !== 'week' && period !== 'month' },
    });
    const current = series.current;
    if (!current) return;
    if (intraday) {
      current.price.applyOptions({
        lineColor: colors.line,
        topColor: `${colors.line}55`,
        bottomColor: `${colors.line}05`,
      });
    } else {
      current.price.applyOptions({
        upColor: colors.up,
        downColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
      });
    }
    current.averages.forEach((line, index) => line.applyOptions({ color: colors.ma[index] }));
  }, [colors, intraday, period]);

  useEffect(() => {
    const current = series.current;
    if (!current) return;
    const bars = toBars(candles, instrument.market);
    const volumeColor = (bar: Bar, previous: Bar | undefined) =>
      `${bar.close >= (previous?.close ?? bar.open) ? colors.up : colors.down}88`;
    if (intraday) {
      (current.price as ISeriesApi<'Area'>).setData(
        bars.map((bar) => ({ time: ts(bar.time), value: bar.close })),
      );
    } else {
      (current.price as ISeriesApi<'Candlestick'>).setData(
        bars.map((bar) => ({ ...bar, time: ts(bar.time) })),
      );
    }
    current.volume.setData(
      bars.map((bar, index) => ({
        time: ts(bar.time),
        value: bar.volume,
        color: volumeColor(bar, bars[index - 1]),
      })),
    );
    current.averages.forEach((line, index) =>
      line.setData(
        movingAverage(candles, MA_LENGTHS[index]!, instrument.market).map((point) => ({
          ...point,
          time: ts(point.time),
        })),
      ),
    );
    lastBar.current = bars[bars.length - 1];
    closes.current = bars.map((bar) => bar.close);
    chart.current?.timeScale().fitContent();
  }, [candles, colors, instrument.market, intraday]);

  useEffect(() => {
    if (!streaming) return;
    return store.subscribeTrades(instrumentKey(instrument), (trades) => {
      const current = series.current;
      if (!current) return;
      for (const trade of trades) {
        const bar = barAfterTrade(lastBar.current, trade, period, instrument.market);
        if (!bar) continue;
        if (lastBar.current && bar.time === lastBar.current.time)
          closes.current[closes.current.length - 1] = bar.close;
        else closes.current.push(bar.close);
        lastBar.current = bar;
        const time = ts(bar.time);
        if (intraday) (current.price as ISeriesApi<'Area'>).update({ time, value: bar.close });
        else (current.price as ISeriesApi<'Candlestick'>).update({ ...bar, time });
        current.volume.update({
          time,
          value: bar.volume,
          color: `${bar.close >= bar.open ? colors.up : colors.down}88`,
        });
        current.averages.forEach((line, index) => {
          const value = lastAverage(closes.current, MA_LENGTHS[index]!);
          if (value !== undefined) line.update({ time, value });
        });
      }
    });
  }, [streaming, store, instrument, period, intraday, colors]);

  return <div ref={box} className="chart-box" style={{ height }} />;
}

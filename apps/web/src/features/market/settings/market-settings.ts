import { z } from 'zod';
import { indexCodes, limits, marketCodeSchema } from '@lantau/contract';
import { createLocalSettings } from '../../../shared/storage/local-settings';

export const tickerSpeeds = ['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type TickerSpeed = (typeof tickerSpeeds)[number];
export const depthCounts = limits.quoteLevels;
export type DepthCount = (typeof depthCounts)[number];
export const chartLayouts = [1, 2, 4, 6] as const;
export type ChartLayout = (typeof chartLayouts)[number];

// Built when the settings are first read (shared/storage/local-settings.ts), not when this module loads.
const settingsSchema = () =>
  z.object({
    tickerIndices: z.array(z.enum(indexCodes)).catch([...indexCodes]),
    tickerSpeed: z.enum(tickerSpeeds).catch('MEDIUM'),
    /** 'HK bid/ask queue show count' of spec section 3. */
    depthCount: z.union([z.literal(1), z.literal(5), z.literal(10)]).catch(10),
    multiChartLayout: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(6)]).catch(4),
    multiChartTutorialSeen: z.boolean().catch(false),
    /** Each chart's colour group and stock, so the next visit opens on the charts the user set up. */
    multiChartCells: z
      .array(
        z.object({
          group: z.enum(['none', 'red', 'blue', 'green']),
          instrument: z.object({ market: marketCodeSchema, stockCode: z.string().min(1).max(12) }),
        }),
      )
      .max(6)
      .catch([]),
  });
export type MarketSettings = z.infer<ReturnType<typeof settingsSchema>>;

const marketSettings = createLocalSettings('marketSettings', settingsSchema);

export const readMarketSettings = marketSettings.read;
export const writeMarketSettings = marketSettings.write;

/** One local setting, kept in the encrypted storage, with its setter. */
export const useMarketSetting = marketSettings.useSetting;

import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { indexCodes, limits } from '@lantau/contract';
import { secureStorage } from '../../../shared/storage';

export const tickerSpeeds = ['LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'] as const;
export type TickerSpeed = (typeof tickerSpeeds)[number];
export const depthCounts = limits.quoteLevels;
export type DepthCount = (typeof depthCounts)[number];
export const chartLayouts = [1, 2, 4, 6] as const;
export type ChartLayout = (typeof chartLayouts)[number];

const settingsSchema = z.object({
  tickerIndices: z.array(z.enum(indexCodes)).catch([...indexCodes]),
  tickerSpeed: z.enum(tickerSpeeds).catch('MEDIUM'),
  /** 'HK bid/ask queue show count' of spec section 3. */
  depthCount: z.union([z.literal(1), z.literal(5), z.literal(10)]).catch(10),
  multiChartLayout: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(6)]).catch(4),
  multiChartTutorialSeen: z.boolean().catch(false),
});
export type MarketSettings = z.infer<typeof settingsSchema>;

const defaults: MarketSettings = settingsSchema.parse({});

// Parsed once per stored text, so readers get the same object until something is written.
let cache: { text: string | undefined; value: MarketSettings } | undefined;

export function readMarketSettings(): MarketSettings {
  const text = secureStorage.get('marketSettings');
  if (!cache || cache.text !== text) {
    const stored = secureStorage.getJson('marketSettings', settingsSchema.partial());
    cache = { text, value: { ...defaults, ...stored } };
  }
  return cache.value;
}

export function writeMarketSettings(change: Partial<MarketSettings>): void {
  secureStorage.setJson('marketSettings', { ...readMarketSettings(), ...change });
}

/** One local setting, kept in the encrypted storage, with its setter. */
export function useMarketSetting<K extends keyof MarketSettings>(
  key: K,
): [MarketSettings[K], (value: MarketSettings[K]) => void] {
  const value = useSyncExternalStore(secureStorage.subscribe, () => readMarketSettings()[key]);
  const set = useCallback(
    (next: MarketSettings[K]) => writeMarketSettings({ [key]: next } as Partial<MarketSettings>),
    [key],
  );
  return [value, set];
}

export { IndexTickerSlot } from './index-ticker/index-ticker-slot';
export { TickerSettingsFields } from './index-ticker/ticker-settings';
export { useMarketSetting, depthCounts } from './settings/market-settings';

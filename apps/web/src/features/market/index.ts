export { IndexTickerSlot } from './index-ticker/index-ticker-slot';
export { TickerSettingsFields } from './index-ticker/ticker-settings';
export { useMarketSetting, depthCounts } from './settings/market-settings';
export { QuoteHeader } from './quote/quote-header';
export { PlanBadge } from './quote/plan-badge';
export { DepthTable } from './quote/depth-table';
export { DepthLadder } from './quote/depth-ladder';

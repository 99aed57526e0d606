// What the market feature offers other features. The shell's frame imports the index ticker by its file
// (index-ticker/index-ticker-slot.tsx), as the app imports each page: the build groups everything an import of the
// frame reaches into the chunk every logged-in page loads first (apps/web/build/session-chunks.ts), and through
// this index that was the depth table and ladder for the trade page, with the table kit (e2e/first-load.spec.ts).
export { TickerSettingsFields } from './index-ticker/ticker-settings-fields';
export { useMarketSetting, depthCounts } from './settings/market-settings';
export { QuoteHeader } from './quote/quote-header';
export { PlanBadge } from './quote/plan-badge';
export { DepthTable } from './quote/depth-table';
export { DepthLadder } from './quote/depth-ladder';

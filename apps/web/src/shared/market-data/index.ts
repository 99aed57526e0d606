// The market-data layer every screen shares: one quote store and one stream per session, the hooks that read
// them, and the feed that brings an instrument's quote in the way the account's plan allows (streamed on
// LEVEL2, polled when delayed, on request for CLICK). Quotes, positions, the order ticket and later the
// watchlists all read prices through here, so an instrument shown twice is fetched and streamed once.
export { animationFrameScheduler, type FrameScheduler } from './frame-scheduler';
export { instrumentKey, sameInstrument, type Instrument, type InstrumentKey } from './instrument-key';
export { createQuoteStore, type QuoteStore, type TradesListener } from './quote-store';
export { createStreamHub, type StreamHub, type StreamHubOptions } from './stream-hub';
export {
  MarketStreamContext,
  sessionMarketStream,
  useMarketStream,
  type MarketStream,
} from './market-stream';
export { useIndexQuotes, useQuote, useQuoteSelector, useStreamSubscription } from './use-quote';
export { DELAYED_POLL_MS, usePlanFeed, useQuoteFeed, type QuoteFeed } from './use-quote-feed';
export { useLivePrice, type LivePrice } from './use-live-price';
export { fetchQuotePlans, quotePlansKey, useQuotePlan, useQuotePlans } from './api/get-quote-plans';
export {
  fetchSnapshotDetails,
  snapshotKey,
  useSnapshotDetails,
  type SnapshotDetails,
} from './api/get-snapshot-details';
export { useQuoteColor, type QuoteColor } from './api/get-quote-color';
export * from './quote-format';
export { ChangeText } from './change-text';
export { QuoteColorScope } from './quote-color-scope';
export {
  liveQuoteFromQuote,
  priceAboveMaximum,
  priceDecimalsFor,
  quantityAboveMaximum,
  rulesFromQuote,
  spreadTableOf,
} from './order-rules';
export { useMarketName } from './use-market-name';
export { useInstrumentName } from './use-instrument-name';

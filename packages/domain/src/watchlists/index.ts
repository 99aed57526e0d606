export * from './watchlist-rules';

// What the fund feature offers others: how a pushed change of a request reaches its lists (the session socket).
export { applyFundUpdate, refreshFundRequests, type FundUpdate } from './live-fund-updates';

export { createLedger, type Ledger, type LedgerOptions, type HoldInput, type MarginHeadroom } from './ledger';
export { readBalances } from './balance-reader';
export { HOUSE_PREFIX, isHouseAccount, hasNoSameDayResale, assetKeyOf } from './ledger-assets';
export * from './ledger-types';

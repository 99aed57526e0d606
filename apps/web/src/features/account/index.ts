export { useAccounts } from './api/get-accounts';
export { useAccountOverviews } from './api/get-account-overview';
export { accountLabel } from './overview/account-toolbar';
export { businessDate } from './record/record-range';

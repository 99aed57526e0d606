export { useAccounts } from './api/get-accounts';
export { useAccountOverviews } from './api/get-account-overview';

export { useAccounts } from './api/get-accounts';
export { useAccountOverviews } from './api/get-account-overview';
export { Amount, PnlAmount, MASKED } from './ui/amount';
export { useAmountsHidden } from './settings/account-settings';

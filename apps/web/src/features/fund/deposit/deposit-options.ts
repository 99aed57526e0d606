import type { CurrencyCode, DepositMethod, FundSettings, PayeeBank } from '@lantau/contract';

/** What the deposit steps need for one currency, out of the fund settings. */
export interface DepositOptions {
  methods: readonly DepositMethod[];
  minimum?: string;
  payeeBanks: readonly PayeeBank[];
  allowNonRegisteredBank: boolean;
}

/** The currency's rule and the broker's switch; a currency without a rule takes no deposits. */
export function depositOptionsOf(settings: FundSettings, currency: string): DepositOptions {
  const rule = settings.currencies.find((candidate) => candidate.currency === currency);
  return {
    methods: rule?.depositMethods ?? [],
    minimum: rule?.minimumDeposit,
    payeeBanks: rule?.payeeBanks ?? [],
    allowNonRegisteredBank: settings.switches.WebFundInAllowNonRegBank,
  };
}

/** The currencies an account can deposit: those it holds that the broker has a rule for. */
export function depositCurrencies(settings: FundSettings, accountNumber: string): CurrencyCode[] {
  const held = settings.accounts.find((account) => account.accountNumber === accountNumber)?.currencies ?? [];
  return held.filter((currency) => depositOptionsOf(settings, currency).methods.length > 0);
}

import type { Executor } from '../../platform/db/insert-missing';
import { stockAccountsOf } from '../accounts/account-repository';

/**
 * SQL of what fund requests are made against: the client's stock and crypto accounts and registered bank
 * accounts, the broker's currency rules and payee banks, the banks, the reference rates, the clients' names.
 */
export const fundReferenceRepository = {
  /** The client's own stock account (not a crypto account). */
  stockAccount(executor: Executor, userId: string, accountNumber: string) {
    return executor
      .selectFrom('accounts')
      .select(['account_number', 'currencies'])
      .where(stockAccountsOf(userId))
      .where('account_number', '=', accountNumber)
      .executeTakeFirst();
  },

  /** The client's stock accounts, in order. */
  stockAccounts(executor: Executor, userId: string) {
    return executor
      .selectFrom('accounts')
      .select(['account_number', 'currencies'])
      .where(stockAccountsOf(userId))
      .orderBy('account_number')
      .execute();
  },

  currencyRule(executor: Executor, brokerCode: string, currency: string) {
    return executor
      .selectFrom('fund_currency_rules')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .where('currency_code', '=', currency)
      .executeTakeFirst();
  },

  currencyRules(executor: Executor, brokerCode: string) {
    return executor
      .selectFrom('fund_currency_rules')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .orderBy('currency_code')
      .execute();
  },

  payeeBanks(executor: Executor, brokerCode: string) {
    return executor
      .selectFrom('payee_banks')
      .selectAll()
      .where('broker_code', '=', brokerCode)
      .orderBy('sort_order')
      .execute();
  },

  /** The broker's payee bank for the currency. */
  payeeBank(executor: Executor, payeeBankId: string, brokerCode: string, currency: string) {
    return executor
      .selectFrom('payee_banks')
      .select(['payee_bank_id'])
      .where('payee_bank_id', '=', payeeBankId)
      .where('broker_code', '=', brokerCode)
      .where('currency_code', '=', currency)
      .executeTakeFirst();
  },

  bank(executor: Executor, bankCode: string) {
    return executor
      .selectFrom('banks')
      .select(['bank_code', 'fps', 'edda'])
      .where('bank_code', '=', bankCode)
      .executeTakeFirst();
  },

  banks(executor: Executor, codes: readonly string[]) {
    return executor
      .selectFrom('banks')
      .select(['bank_code', 'name_en_us', 'name_zh_hk', 'name_zh_cn', 'fps', 'edda'])
      .where('bank_code', 'in', [...new Set(codes)])
      .execute();
  },

  clientBankAccounts(executor: Executor, userId: string) {
    return executor
      .selectFrom('client_bank_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('bank_account_id')
      .execute();
  },

  clientBankAccount(executor: Executor, bankAccountId: string, userId: string) {
    return executor
      .selectFrom('client_bank_accounts')
      .selectAll()
      .where('bank_account_id', '=', bankAccountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** The client's stock accounts that have a crypto account, with it. */
  cryptoPairs(executor: Executor, userId: string) {
    return executor
      .selectFrom('crypto_accounts')
      .innerJoin('accounts', 'accounts.account_number', 'crypto_accounts.stock_account_number')
      .select(['stock_account_number', 'crypto_account_number'])
      .where('accounts.user_id', '=', userId)
      .orderBy('stock_account_number')
      .execute();
  },

  /** The stock account's crypto account, locked: two transfers of one pair are counted one after the other. */
  lockCryptoPair(executor: Executor, stockAccountNumber: string) {
    return executor
      .selectFrom('crypto_accounts')
      .selectAll()
      .where('stock_account_number', '=', stockAccountNumber)
      .forUpdate()
      .executeTakeFirst();
  },

  /** HKD per unit of each currency, and when each was set. */
  referenceRates(executor: Executor, currencies: readonly string[]) {
    return executor
      .selectFrom('reference_rates')
      .select(['currency_code', 'hkd_per_unit', 'updated_at'])
      .where('currency_code', 'in', currencies)
      .execute();
  },

  /** The clients' names, for staff screens. */
  clientNames(executor: Executor, userIds: readonly string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('users')
      .select(['user_id', 'name_en', 'name_zh'])
      .where('user_id', 'in', userIds)
      .execute();
  },
};

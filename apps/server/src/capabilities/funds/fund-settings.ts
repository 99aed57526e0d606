import Decimal from 'decimal.js';
import {
  brokerConfigSchemas,
  cryptoTransferLimits,
  depositMethods,
  hkdOnlyDepositMethods,
  type BrokerConfigKey,
  type CurrencyCode,
  type FundSettings,
} from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { Executor } from '../../platform/db/insert-missing';
import { AppError } from '../../platform/http/app-error';
import { fundReferenceRepository } from './fund-reference-repository';

const switchKeys = [
  'WebFundInEnable',
  'WebFundOutEnable',
  'WebFundExEnable',
  'WebFundInAllowNonRegBank',
  'WebFundInSuspendDDA',
  'WebFundInSuspendDDI',
  'WebFundInMinAmountDDI',
  'FundHistRangeLimit',
  'DDASupportBankInfoLink',
] as const satisfies readonly BrokerConfigKey[];
export type FundSwitches = FundSettings['switches'];

/** Where a key is not set, the feature stays closed (flags false) and the limits strict. */
const closed: FundSwitches = {
  WebFundInEnable: false,
  WebFundOutEnable: false,
  WebFundExEnable: false,
  WebFundInAllowNonRegBank: false,
  WebFundInSuspendDDA: true,
  WebFundInSuspendDDI: true,
  WebFundInMinAmountDDI: '0',
  FundHistRangeLimit: 30,
  DDASupportBankInfoLink: '',
};

/** The broker's fund switches, read through the broker cache. */
export async function fundSwitchesOf(
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  brokerCode: string,
): Promise<FundSwitches> {
  const rows = await brokers.findConfigurations(brokerCode, switchKeys);
  const switches: Record<string, unknown> = { ...closed };
  for (const row of rows) {
    const key = row.config_key as (typeof switchKeys)[number];
    switches[key] = brokerConfigSchemas[key].parse(row.value);
  }
  return switches as FundSwitches;
}

/** E7001 unless the broker opened the feature. */
export function assertOpen(open: boolean): void {
  if (!open) throw new AppError('E7001');
}

export type StockAccount = { account_number: string; currencies: CurrencyCode[] };

/** The client's own stock account (not a crypto account), E6008 otherwise. */
export async function stockAccountOf(
  executor: Executor,
  userId: string,
  accountNumber: string,
): Promise<StockAccount> {
  const row = await fundReferenceRepository.stockAccount(executor, userId, accountNumber);
  if (!row) throw new AppError('E6008');
  return { account_number: row.account_number, currencies: row.currencies as CurrencyCode[] };
}

/** E7002: money moves only in currencies the account holds. */
export function assertHolds(account: StockAccount, currency: CurrencyCode): void {
  if (!account.currencies.includes(currency)) throw new AppError('E7002');
}

export async function currencyRuleOf(executor: Executor, brokerCode: string, currency: string) {
  return fundReferenceRepository.currencyRule(executor, brokerCode, currency);
}

/** A fee that must exist for the request to be priced: E7014 when the broker set none. */
export function requiredFee(fee: string | null | undefined): Decimal {
  if (fee === null || fee === undefined) throw new AppError('E7014');
  return new Decimal(fee);
}

/** The broker's localized bank names, by code. */
export async function bankNames(executor: Executor, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { en_US: string; zh_HK: string; zh_CN: string }>();
  const rows = await fundReferenceRepository.banks(executor, codes);
  return new Map(
    rows.map((row) => [
      row.bank_code,
      { en_US: row.name_en_us, zh_HK: row.name_zh_hk, zh_CN: row.name_zh_cn },
    ]),
  );
}

/** '***-***123-4567' style: only the last four digits shown. */
export const maskAccountNumber = (number: string): string => number.replace(/\d(?=(?:\D*\d){4})/g, '*');

/** Everything the fund screens need, in one read. */
export async function fundSettingsOf(
  executor: Executor,
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  caller: { userId: string; brokerCode: string },
): Promise<FundSettings> {
  const [switches, rules, payees, accounts, bankAccounts, cryptoPairs] = await Promise.all([
    fundSwitchesOf(brokers, caller.brokerCode),
    fundReferenceRepository.currencyRules(executor, caller.brokerCode),
    fundReferenceRepository.payeeBanks(executor, caller.brokerCode),
    fundReferenceRepository.stockAccounts(executor, caller.userId),
    fundReferenceRepository.clientBankAccounts(executor, caller.userId),
    fundReferenceRepository.cryptoPairs(executor, caller.userId),
  ]);
  const names = await bankNames(executor, [
    ...payees.map((p) => p.bank_code),
    ...bankAccounts.map((b) => b.bank_code),
  ]);
  const nameOf = (code: string) => names.get(code) ?? { en_US: code, zh_HK: code, zh_CN: code };
  const crypto = new Map(cryptoPairs.map((pair) => [pair.stock_account_number, pair.crypto_account_number]));
  return {
    switches,
    currencies: rules.map((rule) => ({
      currency: rule.currency_code as CurrencyCode,
      depositMethods: depositMethods.filter(
        (method) => rule.currency_code === 'HKD' || !hkdOnlyDepositMethods.includes(method),
      ),
      minimumDeposit: new Decimal(rule.minimum_deposit).toFixed(2),
      withdrawalFee: rule.withdrawal_fee === null ? null : new Decimal(rule.withdrawal_fee).toFixed(2),
      exchangeFee: rule.exchange_fee === null ? null : new Decimal(rule.exchange_fee).toFixed(2),
      payeeBanks: payees
        .filter((payee) => payee.currency_code === rule.currency_code)
        .map((payee) => ({
          payeeBankID: payee.payee_bank_id,
          bankCode: payee.bank_code,
          bankName: nameOf(payee.bank_code),
          accountName: payee.account_name,
          accountNumber: payee.account_number,
          fpsID: payee.fps_id,
          currency: payee.currency_code as CurrencyCode,
        })),
    })),
    accounts: accounts.map((account) => ({
      accountNumber: account.account_number,
      currencies: account.currencies as CurrencyCode[],
      cryptoAccountNumber: crypto.get(account.account_number) ?? null,
    })),
    registeredBankAccounts: bankAccounts.map((bank) => ({
      bankAccountID: bank.bank_account_id,
      bankCode: bank.bank_code,
      bankName: nameOf(bank.bank_code),
      accountName: bank.account_name,
      maskedAccountNumber: maskAccountNumber(bank.account_number),
      currencies: bank.currencies as CurrencyCode[],
    })),
    transferLimits: Object.entries(cryptoTransferLimits).map(([currency, limit]) => ({
      currency: currency as CurrencyCode,
      perTransfer: limit.perTransfer,
      perDay: limit.perDay,
    })),
  };
}

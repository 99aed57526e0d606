import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { CurrencyCode } from '@lantau/contract';
import { businessDateOf } from '@lantau/domain';
import { createLedger } from '../../capabilities/ledger';
import type { JournalLeg } from '../../capabilities/ledger';
import type { Database } from '../../platform/db/schema';
import type { DemoAccount, DemoClient } from './demo-clients';

const OPENING = 'HOUSE:OPENING';
const openingText = { en_US: 'Opening balance', zh_HK: '期初結餘', zh_CN: '期初余额' };
/** The reference of an account's opening journal: at most one per account. */
export const openingReferenceOf = (accountNumber: string) => `OPENING:${accountNumber}`;

/** A demo account trades the markets whose main settlement currency it holds. */
const marketsByCurrency: Partial<Record<string, string[]>> = {
  HKD: ['HK'],
  CNY: ['MA^MZ'],
  USD: ['SS^SZ', 'US'],
  JPY: ['JP'],
  SGD: ['SG^SI'],
  GBP: ['GB^GP'],
};
export function marketsOfCurrencies(currencies: readonly string[]): string[] {
  return [...new Set(currencies.flatMap((currency) => marketsByCurrency[currency] ?? []))].sort();
}

/** The broker's CE number (its code and 001: three letters, three digits) and a BCAN from the account number. */
export function orderAccountReferenceOf(client: DemoClient, account: DemoAccount) {
  return {
    rri: account.rri ?? false,
    ce_number: `${client.brokerCode}001`,
    bcan: account.accountNumber.replace(/\D/g, ''),
  };
}

function openingLegs(account: DemoAccount): JournalLeg[] {
  const client = account.accountNumber;
  const cash = Object.entries(account.cash).map(([currency, amount]) => ({
    asset: { kind: 'cash' as const, currency: currency as CurrencyCode },
    amount: new Decimal(amount),
  }));
  const securities = account.holdings.map((holding) => ({
    asset: { kind: 'security' as const, market: holding.market, stockCode: holding.stockCode },
    amount: new Decimal(holding.quantity),
    cost: new Decimal(holding.quantity).times(holding.averageCost),
  }));
  return [...cash, ...securities]
    .filter((leg) => !leg.amount.isZero())
    .flatMap((leg) => [
      { account: client, ...leg },
      { account: OPENING, asset: leg.asset, amount: leg.amount.negated() },
    ]);
}

/**
 * Each new demo account's cash and holdings as one OPENING_BALANCE journal against HOUSE:OPENING. An account
 * that already has its opening journal is skipped, so the opening is posted once however often seeding runs.
 */
export async function postDemoOpenings(trx: Transaction<Database>, accounts: readonly DemoAccount[]) {
  if (accounts.length === 0) return;
  const posted = new Set(
    (
      await trx
        .selectFrom('ledger_journals')
        .select('reference')
        .where('reason', '=', 'OPENING_BALANCE')
        .where(
          'reference',
          'in',
          accounts.map((account) => openingReferenceOf(account.accountNumber)),
        )
        .execute()
    ).map((row) => row.reference),
  );
  // Seeding runs before the market exists: the openings are dated by the wall clock (the demo's market clock is
  // real time; a test that injects another market time gets its openings on the real date).
  const ledger = createLedger({ clock: { today: () => businessDateOf(Date.now()) } });
  for (const account of accounts) {
    const reference = openingReferenceOf(account.accountNumber);
    const legs = openingLegs(account);
    if (posted.has(reference) || legs.length === 0) continue;
    await ledger.postJournal(trx, { reason: 'OPENING_BALANCE', reference, description: openingText, legs });
  }
}

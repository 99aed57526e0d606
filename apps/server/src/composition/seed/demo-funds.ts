import type { Transaction } from 'kysely';
import { cryptoTransferLimits } from '@lantau/contract';
import type { Database } from '../../platform/db/schema';
import { jsonb } from '../../platform/db/jsonb';
import { insertMissing } from '../../platform/db/insert-missing';
import { demoBrokers } from './demo-brokers';
import { demoClients } from './demo-clients';

/**
 * Per currency: minimum deposit, withdrawal fee, exchange fee and the four-eyes amount (about HKD 1,000,000 at
 * the reference rates), the same for every demo broker.
 */
const currencyRules = [
  {
    currency_code: 'HKD',
    minimum_deposit: '100',
    withdrawal_fee: '20',
    exchange_fee: '10',
    four_eyes_above: '1000000',
  },
  {
    currency_code: 'USD',
    minimum_deposit: '20',
    withdrawal_fee: '5',
    exchange_fee: '2',
    four_eyes_above: '128000',
  },
  {
    currency_code: 'CNY',
    minimum_deposit: '100',
    withdrawal_fee: '20',
    exchange_fee: '10',
    four_eyes_above: '925000',
  },
] as const;

/** The broker's accounts clients pay into: HKD at two banks (one with FPS), USD and CNY at one. */
const payeeAccounts = [
  { suffix: 'HKD-HSBC', currency_code: 'HKD', bank_code: '004', account: '004-123456-001', fps: true },
  { suffix: 'HKD-BOC', currency_code: 'HKD', bank_code: '012', account: '012-888-0-012345-6', fps: false },
  { suffix: 'USD-HSBC', currency_code: 'USD', bank_code: '004', account: '004-123456-838', fps: false },
  { suffix: 'CNY-BOC', currency_code: 'CNY', bank_code: '012', account: '012-888-0-054321-9', fps: false },
] as const;

/** A client's demo HKID: the letter and digits follow the user ID, so each differs. */
export const demoIdNumberOf = (userId: string): string => `Z${userId.replace(/\D/g, '').padStart(6, '0')}(3)`;

/** The crypto account paired with a stock account: the same number with a C. */
export const cryptoAccountNumberOf = (stockAccount: string): string => `${stockAccount}C`;

/**
 * Fund data of the demo: fees and payee banks per broker; per demo client an ID number, a registered bank
 * account in the client's own name and a crypto account paired with the first stock account (empty: cash
 * arrives by transfer). Fixed IDs and insertMissing: seeding again adds nothing and changes nothing.
 */
export async function seedDemoFunds(trx: Transaction<Database>): Promise<void> {
  await insertMissing(
    trx,
    'fund_currency_rules',
    demoBrokers.flatMap((broker) =>
      currencyRules.map((rule) => ({ broker_code: broker.brokerCode, ...rule })),
    ),
  );
  await insertMissing(
    trx,
    'payee_banks',
    demoBrokers.flatMap((broker) =>
      payeeAccounts.map((payee, index) => ({
        payee_bank_id: `${broker.brokerCode}-${payee.suffix}`,
        broker_code: broker.brokerCode,
        currency_code: payee.currency_code,
        bank_code: payee.bank_code,
        account_name: `${broker.name.en_US} - Client Account`,
        account_number: payee.account,
        fps_id: payee.fps ? `1${String(index + 1).padStart(6, '0')}${broker.brokerCode.length}` : null,
        sort_order: index,
      })),
    ),
  );
  const users = await trx
    .selectFrom('users')
    .select(['user_id', 'id_number'])
    .where(
      'user_id',
      'in',
      demoClients.map((client) => client.userId),
    )
    .execute();
  for (const user of users.filter((row) => row.id_number === ''))
    await trx
      .updateTable('users')
      .set({ id_number: demoIdNumberOf(user.user_id) })
      .where('user_id', '=', user.user_id)
      .execute();
  const present = new Set(users.map((row) => row.user_id));
  const clients = demoClients.filter((client) => present.has(client.userId));
  await insertMissing(
    trx,
    'client_bank_accounts',
    clients.map((client) => ({
      bank_account_id: `${client.userId}-B1`,
      user_id: client.userId,
      bank_code: '024',
      account_name: client.nameEn,
      account_number: `024-${client.userId.replace(/\D/g, '').padStart(6, '0')}-883`,
      currencies: jsonb(['HKD', 'USD', 'CNY']),
    })),
  );
  const firstAccounts = clients.flatMap((client) =>
    client.accounts.slice(0, 1).map((account) => ({ client, account })),
  );
  await insertMissing(
    trx,
    'accounts',
    firstAccounts.map(({ client, account }) => ({
      account_number: cryptoAccountNumberOf(account.accountNumber),
      user_id: client.userId,
      account_type: 'CRYPTO' as const,
      currencies: jsonb(Object.keys(cryptoTransferLimits)),
    })),
  );
  await insertMissing(
    trx,
    'crypto_accounts',
    firstAccounts.map(({ account }) => ({
      stock_account_number: account.accountNumber,
      crypto_account_number: cryptoAccountNumberOf(account.accountNumber),
    })),
  );
}

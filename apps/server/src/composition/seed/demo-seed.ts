import type { Transaction } from 'kysely';
import type { ApiLanguage } from '@lantau/contract';
import { configurationRows } from '../../capabilities/brokers/broker-configuration';
import { hashPassword } from '../../capabilities/auth/password-hasher';
import { jsonb } from '../../platform/db/jsonb';
import { localizedNameColumns } from '../../platform/db/localized-name';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';
import type { Database } from '../../platform/db/schema';
import { demoBrokers, logoPathOf } from './demo-brokers';
import { demoClients, type DemoClient } from './demo-clients';
import { marketsOfCurrencies, orderAccountReferenceOf, postDemoOpenings } from './demo-openings';
import { demoTextOverrides } from './demo-text-overrides';
import { demoTipsOf } from './demo-tips';

const languagesOf = <T>(text: Record<ApiLanguage, T>) => Object.entries(text) as [ApiLanguage, T][];

/** The demo brokers with their configuration, tips and text packs; only missing rows are added. */
export async function seedDemoBrokers(db: Executor): Promise<void> {
  await insertMissing(
    db,
    'brokers',
    demoBrokers.map((broker, index) => ({
      broker_code: broker.brokerCode,
      display_code: broker.displayCode,
      ...localizedNameColumns(broker.name),
      logo_path: logoPathOf(broker.displayCode),
      primary_color: broker.primaryColor,
      languages: jsonb(broker.languages),
      sort_order: index,
    })),
  );

  await insertMissing(
    db,
    'broker_configurations',
    demoBrokers.flatMap((broker) => configurationRows(broker.brokerCode, broker.configuration)),
  );

  await insertMissing(
    db,
    'broker_tips',
    demoBrokers.flatMap((broker) =>
      Object.entries(demoTipsOf(broker)).flatMap(([tip_key, text]) =>
        languagesOf(text).map(([language, content]) => ({
          broker_code: broker.brokerCode,
          tip_key,
          language,
          content,
        })),
      ),
    ),
  );

  await insertMissing(
    db,
    'broker_text_overrides',
    Object.entries(demoTextOverrides).flatMap(([broker_code, texts]) =>
      Object.entries(texts).flatMap(([text_key, text]) =>
        languagesOf(text).map(([language, value]) => ({ broker_code, language, text_key, text: value })),
      ),
    ),
  );
}

/** Demo clients that are not in the database yet, with their password hashes (hashing is slow: do it first). */
export async function newDemoClients(db: Executor): Promise<{ client: DemoClient; passwordHash: string }[]> {
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('user_id')
        .where(
          'user_id',
          'in',
          demoClients.map((c) => c.userId),
        )
        .execute()
    ).map((row) => row.user_id),
  );
  const missing = demoClients.filter((client) => !existing.has(client.userId));
  return Promise.all(
    missing.map(async (client) => ({ client, passwordHash: await hashPassword(client.password) })),
  );
}

/**
 * Adds new demo clients with their accounts, and their cash and holdings as opening journals on the ledger.
 * Only clients created now get accounts, so seeding again never brings back money or shares a client has
 * since moved. Conflicts are ignored in case
 * two servers seed the same database at once.
 */
export async function seedDemoClients(
  db: Transaction<Database>,
  clients: readonly { client: DemoClient; passwordHash: string }[],
): Promise<void> {
  if (clients.length === 0) return;
  await insertMissing(
    db,
    'users',
    clients.map(({ client, passwordHash }) => ({
      user_id: client.userId,
      broker_code: client.brokerCode,
      password_hash: passwordHash,
      name_en: client.nameEn,
      name_zh: client.nameZh,
      email: client.email,
      mobile_area_code: client.mobile.areaCode,
      mobile_number: client.mobile.number,
      totp_secret: client.totpSecret,
      must_change_password: client.mustChangePassword,
      additional_agreement_accepted_at: client.acceptedAdditionalAgreement ? new Date() : null,
    })),
  );

  const accounts = clients.flatMap(({ client }) => client.accounts.map((account) => ({ client, account })));
  await insertMissing(
    db,
    'accounts',
    accounts.map(({ client, account }) => ({
      account_number: account.accountNumber,
      user_id: client.userId,
      account_type: account.type,
      ...orderAccountReferenceOf(client, account),
      markets: jsonb(marketsOfCurrencies(Object.keys(account.cash))),
      currencies: jsonb(Object.keys(account.cash)),
      credit_limit: account.creditLimit ?? '0',
    })),
  );
  await postDemoOpenings(
    db,
    accounts.map(({ account }) => account),
  );
}

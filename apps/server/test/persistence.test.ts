import { rm } from 'node:fs/promises';
import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerConfigKeys, tipKeys } from '@lantau/contract';
import type { Database } from '../src/platform/db/schema';
import { seed } from '../src/composition/seed';
import { demoBrokers } from '../src/composition/seed/demo-brokers';
import { demoClients } from '../src/composition/seed/demo-clients';
import { createBrokerRepository } from '../src/capabilities/brokers/broker-repository';
import { createLedger, type LedgerAsset } from '../src/capabilities/ledger';
import { createTestDatabase, testBackends, type TestDatabase } from './support/backends';
import { startTestServer, testConfig, type TestServer } from './support/test-server';
import { createTestWebDist } from './support/web-dist';
import { realMarketClock } from './support/market-clock';
import { moved } from './support/ledger';

const tables: (keyof Database)[] = [
  'brokers',
  'broker_configurations',
  'broker_tips',
  'broker_text_overrides',
  'currencies',
  'market_currencies',
  'banks',
  'product_lines',
  'market_time_tables',
  'market_holidays',
  'feature_requests',
  'users',
  'accounts',
  'ledger_journals',
  'ledger_entries',
  'ledger_balances',
  'quote_plans',
];

const tencent: LedgerAsset = { kind: 'security', market: 'HK', stockCode: '00700' };
const hkd: LedgerAsset = { kind: 'cash', currency: 'HKD' };

/** Every row of every table, in a stable order: equal snapshots mean nothing changed. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const rows = await sql<{
        row: string;
      }>`select cast(t as text) as row from ${sql.table(table)} t order by 1`.execute(db);
      return [table, rows.rows.map((row) => row.row)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe.each(testBackends)('persistence and seeding (%s)', (backend) => {
  let database: TestDatabase;
  let webDist: string;
  const start = () => startTestServer(database, testConfig(database, webDist));

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    webDist = await createTestWebDist();
  });
  afterAll(async () => {
    await database?.drop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  it('seeds the demo data once: seeding again changes nothing', async () => {
    const server = await start();
    try {
      const db = server.app.db;
      const before = await snapshot(db);
      expect(before.brokers).toHaveLength(3);
      expect(before.broker_configurations).toHaveLength(3 * brokerConfigKeys.length);
      expect(before.broker_tips).toHaveLength(3 * tipKeys.length * 3);
      expect(before.broker_text_overrides).toHaveLength(2 * 2 * 3);
      expect(before.currencies).toHaveLength(60);
      expect(before.users).toHaveLength(demoClients.length);
      // A plan per demo client and market its broker trades.
      const tradedMarkets = (brokerCode: string) =>
        (
          demoBrokers.find((broker) => broker.brokerCode === brokerCode)?.configuration
            .WebEnableTradeMarket ?? []
        ).length;
      expect(before.quote_plans).toHaveLength(
        demoClients.reduce((sum, client) => sum + tradedMarkets(client.brokerCode), 0),
      );
      expect(before.users?.every((row) => String(row).includes('$argon2id$v=19$m=19456,t=2,p=1$'))).toBe(
        true,
      );
      // Every demo account's cash and holdings as one opening journal, each leg against HOUSE:OPENING.
      expect(before.ledger_journals).toHaveLength(demoClients.flatMap((client) => client.accounts).length);
      expect(before.ledger_balances?.length).toBeGreaterThan(40);

      await seed(db, { demo: true });
      expect(await snapshot(db)).toEqual(before);
    } finally {
      await server.app.close();
    }
  });

  it('keeps what changed across a restart, and the restart seed overwrites nothing', async () => {
    let server: TestServer = await start();
    let before: Record<string, unknown[]>;
    try {
      const db = server.app.db;
      await createBrokerRepository(db).setConfiguration('LTU', 'WebSessionTimeoutSeconds', 1200);
      // A client sold all their Tencent shares: the seed must not give them back.
      await db.transaction().execute((trx) =>
        createLedger({ clock: realMarketClock }).postJournal(trx, {
          reason: 'TRADE',
          reference: 'sold-before-restart',
          description: { en_US: 'Sell 400 00700', zh_HK: '賣出 400 00700', zh_CN: '卖出 400 00700' },
          legs: [
            ...moved(tencent, new Decimal(400), 'LTU100101', 'HOUSE:CLEARING'),
            ...moved(hkd, new Decimal('152000'), 'HOUSE:CLEARING', 'LTU100101'),
          ],
        }),
      );
      await server.post(
        '/api/brokers/LTU/features',
        { featureKey: 'PNL' },
        { 'x-api-code': 'before-restart' },
      );
      before = await snapshot(db);
    } finally {
      await server.app.close();
    }

    server = await start();
    try {
      const db = server.app.db;
      expect(await snapshot(db)).toEqual(before);
      const config = await server.call('/api/brokers/LTU/configurations?key=WebSessionTimeoutSeconds');
      expect(config.body.data).toEqual([{ key: 'WebSessionTimeoutSeconds', value: 1200 }]);
      const balances = await createLedger({ clock: realMarketClock }).balances(db, 'LTU100101');
      expect(balances.cash.find((cash) => cash.currency === 'HKD')?.available.toFixed()).toBe('402000');
      expect(balances.securities.find((position) => position.stockCode === '00700')).toBeUndefined();
      const recorded = await db.selectFrom('feature_requests').select('request_id').execute();
      expect(recorded.map((row) => row.request_id)).toEqual(['before-restart']);
    } finally {
      await server.app.close();
    }
  });

  it('refuses to store a configuration value the contract does not allow', async () => {
    const server = await start();
    try {
      const repository = createBrokerRepository(server.app.db);
      await expect(repository.setConfiguration('KLN', 'WebOtpLength', 99)).rejects.toThrow();
      await expect(
        repository.setConfiguration('KLN', 'WebEnableTradeMarket', ['HK', 'MOON']),
      ).rejects.toThrow();
      const otp = await server.call('/api/brokers/KLN/configurations?key=WebOtpLength');
      expect(otp.body.data).toEqual([{ key: 'WebOtpLength', value: 6 }]);
    } finally {
      await server.app.close();
    }
  });
});

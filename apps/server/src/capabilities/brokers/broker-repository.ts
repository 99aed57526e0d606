import { sql, type Kysely } from 'kysely';
import type { ApiLanguage, BrokerConfigKey } from '@lantau/contract';
import { columnsOf } from '../../platform/db/column-names';
import type { Database } from '../../platform/db/schema';
import { configurationRows } from './broker-configuration';
import type { FeatureStatus } from './feature-status';

/**
 * What a broker configured for `key` (null when it configured nothing), as a column of a query over rows that
 * name their broker in `brokerCodeColumn`: a scalar subquery for the select list.
 */
export function brokerSettingOf(brokerCodeColumn: string, key: BrokerConfigKey) {
  return sql<unknown>`(select value from broker_configurations
    where broker_code = ${sql.ref(brokerCodeColumn)} and config_key = ${key})`;
}

export interface FeatureRequestRecord {
  brokerCode: string;
  featureKey: string;
  status: FeatureStatus['status'];
  language: ApiLanguage;
  requestId: string;
  userId: string | null;
}

/** SQL for brokers and what belongs to them: configuration, tips, text packs, feature requests. */
export function createBrokerRepository(db: Kysely<Database>) {
  return {
    findBroker(brokerCode: string) {
      return db.selectFrom('brokers').selectAll().where('broker_code', '=', brokerCode).executeTakeFirst();
    },

    listBrokers() {
      return db.selectFrom('brokers').selectAll().orderBy('sort_order').orderBy('broker_code').execute();
    },

    findConfigurations(brokerCode: string, keys: readonly string[]) {
      return db
        .selectFrom('broker_configurations')
        .select(['config_key', 'value'])
        .where('broker_code', '=', brokerCode)
        .where('config_key', 'in', keys)
        .execute();
    },

    /** Every configuration value of every broker (a few dozen rows per broker): what the cache keeps. */
    findAllConfigurations() {
      return db.selectFrom('broker_configurations').select(['broker_code', 'config_key', 'value']).execute();
    },

    /** Every broker's value of one configuration key. */
    findConfigurationOfAllBrokers(key: BrokerConfigKey) {
      return db
        .selectFrom('broker_configurations')
        .select(['broker_code', 'value'])
        .where('config_key', '=', key)
        .execute();
    },

    /** Stores one configuration value, checked against the contract first. */
    async setConfiguration(brokerCode: string, key: BrokerConfigKey, value: unknown): Promise<void> {
      const [row] = configurationRows(brokerCode, { [key]: value });
      if (!row) return;
      await db
        .insertInto('broker_configurations')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['broker_code', 'config_key'])
            .doUpdateSet({ value: row.value, updated_at: new Date() }),
        )
        .execute();
    },

    findTips(brokerCode: string, tipKeys: readonly string[], languages: readonly ApiLanguage[]) {
      return db
        .selectFrom('broker_tips')
        .select(['tip_key', 'language', 'content'])
        .where('broker_code', '=', brokerCode)
        .where('tip_key', 'in', tipKeys)
        .where('language', 'in', languages)
        .execute();
    },

    findTextOverrides(brokerCode: string, language: ApiLanguage) {
      return db
        .selectFrom('broker_text_overrides')
        .select(['text_key', 'text'])
        .where('broker_code', '=', brokerCode)
        .where('language', '=', language)
        .orderBy('text_key')
        .execute();
    },

    async insertFeatureRequest(record: FeatureRequestRecord): Promise<void> {
      await db.insertInto('feature_requests').values(columnsOf(record)).execute();
    },
  };
}

export type BrokerRepository = ReturnType<typeof createBrokerRepository>;

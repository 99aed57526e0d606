import { sql, type Insertable } from 'kysely';
import { brokerConfigSchemas, type BrokerConfigKey, type BrokerConfigValue } from '@lantau/contract';
import { jsonb } from '../../platform/db/jsonb';
import type { BrokerConfigurationsTable } from '../../platform/db/schema';

/** Checks a configuration value against the contract before it is stored; throws a ZodError if it is wrong. */
export function checkedConfigValue<K extends BrokerConfigKey>(key: K, value: unknown): BrokerConfigValue<K> {
  return brokerConfigSchemas[key].parse(value) as BrokerConfigValue<K>;
}

/** Rows for broker_configurations, each value checked against the contract. */
export function configurationRows(
  brokerCode: string,
  values: Partial<Record<BrokerConfigKey, unknown>>,
): Insertable<BrokerConfigurationsTable>[] {
  return (Object.entries(values) as [BrokerConfigKey, unknown][]).map(([key, value]) => ({
    broker_code: brokerCode,
    config_key: key,
    value: jsonb(checkedConfigValue(key, value)),
  }));
}

/**
 * What a broker configured for `key` (null when it configured nothing), as a column of a query over rows that
 * name their broker in `brokerCodeColumn`: a scalar subquery for the select list.
 */
export function brokerSettingOf(brokerCodeColumn: string, key: BrokerConfigKey) {
  return sql<unknown>`(select value from broker_configurations
    where broker_code = ${sql.ref(brokerCodeColumn)} and config_key = ${key})`;
}

import type { Insertable } from 'kysely';
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

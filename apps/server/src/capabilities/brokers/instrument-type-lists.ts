import { brokerConfigSchemas } from '@lantau/contract';
import { instrumentTypeKeyList, type InstrumentTypeLists } from '@lantau/domain';
import type { BrokerRepository } from './broker-repository';

/**
 * The broker's InstTypeHK, InstTypeMA and InstTypeMZ lists, as orders, search, screener and top lists honour
 * them (packages/domain `isInstrumentTypeAllowed`). A key the broker never set, or a value the contract does
 * not take, is left out: every type is offered there.
 */
export async function instrumentTypeListsOf(
  brokers: Pick<BrokerRepository, 'findConfigurations'>,
  brokerCode: string,
): Promise<InstrumentTypeLists> {
  const rows = await brokers.findConfigurations(brokerCode, instrumentTypeKeyList);
  const lists: InstrumentTypeLists = {};
  for (const key of instrumentTypeKeyList) {
    const parsed = brokerConfigSchemas[key].safeParse(rows.find((row) => row.config_key === key)?.value);
    if (parsed.success) lists[key] = parsed.data;
  }
  return lists;
}

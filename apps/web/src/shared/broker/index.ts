export { BrokerProvider, useCurrentBroker } from './current-broker';
export {
  useBrokerConfigurations,
  brokerConfigurationsQuery,
  fetchBrokerConfigurations,
  configValue,
} from './get-broker-configurations';
export {
  instrumentTypeConfigKeys,
  instrumentTypeListsFrom,
  useInstrumentTypeLists,
} from './instrument-types';

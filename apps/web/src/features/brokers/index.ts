export {
  useSystemBrokers,
  fetchSystemBrokers,
  prefetchSystemBrokers,
  systemBrokersQueryKey,
} from './api/get-system-brokers';
export { useBrokerTips, fetchBrokerTips, type BrokerTips } from './api/get-broker-tips';
export { useBrokerTextPack, fetchBrokerTextPack, prefetchBrokerTextPack } from './api/get-broker-text-pack';
export { useBrokerName } from './use-broker-name';
export { useBrokerTexts } from './use-broker-texts';
export { BrokerIdentity } from './broker-identity';
export { BrokerBrandLink } from './broker-brand-link';
export { OldVersionLink } from './old-version-link';

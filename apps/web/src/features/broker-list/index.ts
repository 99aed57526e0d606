export { BrokerListPage } from './broker-list-page';

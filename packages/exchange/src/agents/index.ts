export { HK_BROKERS, brokerById, type Broker } from './brokers';
export { FairValue } from './fair-value';
export {
  agentBroker,
  marketMakerStep,
  noiseStep,
  oddLotDealerStep,
  LADDER_LEVELS,
  type AgentContext,
} from './liquidity-agents';

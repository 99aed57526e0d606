/**
 * The contract's definitions of the calls the public pages send by address (lazy-call.ts): loaded, with zod, beside
 * the first of them, in one chunk. A module of our own rather than `import('@lantau/contract')`: the bundler keeps
 * all of a dynamically imported module, and the contract's is every call.
 */
export {
  getBrokerConfigurations,
  getBrokerTextPack,
  getBrokerTips,
  getReportConfigs,
  getSystemBrokers,
  postFunctionLogs,
  postLogin,
  postLogout,
  postProductUsageErrors,
} from '@lantau/contract';

// What the IPO feature offers others: the issues open for subscription (the home page's reminder), and how a
// pushed change of an application reaches its lists (the session socket's 'ipoapplication' frames).
export {
  useIpos,
  iposQuery,
  applyIpoUpdate,
  refreshAfterMoney as refreshIpoApplications,
  type IpoApplicationUpdate,
} from './ipo-api';

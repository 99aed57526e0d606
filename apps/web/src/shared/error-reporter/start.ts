import { apiClient, lazyCall, setCallObserver } from '../api';
import { secureStorage } from '../storage';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { watchGlobalErrors } from './global-errors';

export { recordWindowEvent } from './global-errors';

// Every page starts the reporter: its calls go by address (lazy-call.ts).
const getReportConfigs = lazyCall({ service: 'report', method: 'GET', path: '/brokers/configs' }, () =>
  import('../api/public-call-definitions').then(({ getReportConfigs }) => getReportConfigs),
);
const postFunctionLogs = lazyCall({ service: 'report', method: 'POST', path: '/brokers/function_logs' }, () =>
  import('../api/public-call-definitions').then(({ postFunctionLogs }) => postFunctionLogs),
);
const postProductUsageErrors = lazyCall(
  { service: 'report', method: 'POST', path: '/product_usage_errors' },
  () => import('../api/public-call-definitions').then(({ postProductUsageErrors }) => postProductUsageErrors),
);

/** The app's reporter: watches every API call and the window, and sends to the report API. */
export function startErrorReporting(): { reporter: ErrorReporter; stop: () => void } {
  const reporter = createErrorReporter({
    storage: secureStorage,
    send: (destination, reports) =>
      apiClient.request(destination === 'functionLogs' ? postFunctionLogs : postProductUsageErrors, {
        body: { reports },
      }),
    loadConfig: () => apiClient.request(getReportConfigs),
    page: () => window.location.pathname,
    userAgent: navigator.userAgent,
  });
  setCallObserver((outcome) => reporter.observeCall(outcome));
  const stopWatching = watchGlobalErrors(reporter);
  const stopSending = reporter.start();
  return {
    reporter,
    stop: () => {
      setCallObserver(undefined);
      stopWatching();
      stopSending();
    },
  };
}

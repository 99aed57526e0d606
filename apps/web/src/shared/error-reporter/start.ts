import { getReportConfigs, postFunctionLogs, postProductUsageErrors } from '@lantau/contract';
import { apiClient, setCallObserver } from '../api';
import { secureStorage } from '../storage';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { watchGlobalErrors } from './global-errors';

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

import { lazy } from 'react';
import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSystemBrokers } from '../../features/brokers';
import { returnPathFor, useSessionPart, useStoredDisplayCode, type UserSession } from '../../shared/session';
import { PageLoader } from '../../shared/ui/page-loader';
import { BrokerPages } from './broker-pages';
import { decideRoute } from './route-decision';
import { GuardRedirect } from './guard-redirect';

// What few visits show (a broker list that failed to load, an unknown broker) loads when shown, not with the
// first download; RootLayout's Suspense shows the page loader meanwhile.
const RetryAlert = lazy(async () => ({ default: (await import('../../shared/ui/retry-alert')).RetryAlert }));
const NotFoundPage = lazy(async () => ({ default: (await import('../../features/not-found')).NotFoundPage }));

const userIDOf = (session: UserSession | null) => session?.userID;
const hasTokenOf = (session: UserSession | null) => Boolean(session?.token);
const hasPendingTasksOf = (session: UserSession | null) => (session?.pendingTasks?.length ?? 0) > 0;

/** Everything under /{brokerDisplayCode}: applies the route guards, then renders the broker's pages. */
export function BrokerRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brokers = useSystemBrokers();
  // The parts the guard decides by: the whole session changes with every answer's remaining time.
  const userID = useSessionPart(userIDOf);
  const hasToken = useSessionPart(hasTokenOf);
  const hasPendingTasks = useSessionPart(hasPendingTasksOf);
  const storedCode = useStoredDisplayCode();
  const code = pathname.split('/').filter(Boolean)[0];
  // Read when deciding, not subscribed to: the guard decides again on every login and navigation, and using
  // the path up must not re-run the guard on the page it is leaving.
  const returnPath = code ? returnPathFor(code, userID) : undefined;
  const decision = decideRoute({
    pathname,
    storedCode,
    hasToken,
    hasPendingTasks,
    returnPath,
    knownCodes: brokers.data?.map((broker) => broker.displayCode),
  });

  switch (decision.kind) {
    case 'wait':
      if (brokers.isError) {
        return (
          <Container size="sm" py="xl">
            <RetryAlert title={t('brokerList.loadError')} onRetry={() => void brokers.refetch()} />
          </Container>
        );
      }
      return <PageLoader />;
    case 'notFound':
      return <NotFoundPage />;
    case 'redirect':
      return <GuardRedirect {...decision} />;
    case 'allow': {
      const broker = brokers.data?.find((candidate) => candidate.displayCode === code);
      return broker ? (
        <BrokerPages broker={broker} storeCode={decision.storeCode} clearSession={decision.clearSession} />
      ) : (
        <NotFoundPage />
      );
    }
  }
}

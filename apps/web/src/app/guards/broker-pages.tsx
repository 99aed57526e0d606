import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import type { BrokerSummary } from '@lantau/contract';
import { useBrokerTexts } from '../../features/brokers';
import { BrokerProvider } from '../../shared/broker';
import { brokerDefaultLanguage, followBrokerDefault, useLanguage } from '../../shared/i18n';
import { sessionStore, setActiveBrokerCode, storeDisplayCode, useHasToken } from '../../shared/session';
import { PageLoader } from '../../shared/ui/page-loader';

// Only a signed-in user needs the session's timer, socket and dialogs: the public pages do not load them.
const SessionLife = lazy(async () => ({
  default: (await import('../session-life/session-life')).SessionLife,
}));

/** The pages of one broker: its code in every request, its texts over the defaults, its data in context. */
interface BrokerPagesProps {
  broker: BrokerSummary;
  storeCode?: string;
  clearSession?: boolean;
}

export function BrokerPages({ broker, storeCode, clearSession = false }: BrokerPagesProps) {
  // Set while rendering, not in an effect: the children's queries start before a parent's effect would run.
  setActiveBrokerCode(broker.brokerCode);
  const textsReady = useBrokerTexts(broker.brokerCode);
  const hasToken = useHasToken();
  // Re-rendered on every language change, so the pending switch below is seen through.
  useLanguage();
  const switchingLanguage = brokerDefaultLanguage(broker.languages) !== undefined;

  useEffect(() => {
    followBrokerDefault(broker.languages);
  }, [broker.languages]);

  useEffect(() => {
    if (storeCode) storeDisplayCode(storeCode);
    if (clearSession) sessionStore.clear();
  }, [storeCode, clearSession]);

  // A broker's pages open in its default language, not in the stand-in shown before it was known.
  if (!textsReady || switchingLanguage) return <PageLoader />;
  return (
    <BrokerProvider value={broker}>
      <Outlet />
      {hasToken && !clearSession && (
        <Suspense fallback={null}>
          <SessionLife brokerCode={broker.brokerCode} />
        </Suspense>
      )}
    </BrokerProvider>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';
import { useBrokerName } from '../../features/brokers';
import { useCurrentBroker } from '../../shared/broker';
import { menuEntries, useFeatureAccess, type MenuEntry } from '../../shared/feature-gates';
import type { ShellPages } from './shell-pages';

/** The built menu entry whose page the address shows (/{code}/main/{entry.path}/...), if any. */
function useCurrentEntry(displayCode: string, pages: ShellPages): MenuEntry | undefined {
  const { pathname } = useLocation();
  const prefix = `${paths.main(displayCode)}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length).split('/')[0];
  return menuEntries.find((entry) => entry.path === segment && pages[entry.key] !== undefined);
}

/**
 * The shell's page behind the broker's switch: hiding the menu link is not enough, since a bookmark or a typed
 * URL still reaches the page. A switched-off feature shows the blocked-feature page where the broker shows
 * blocked features, and the not-found page where it hides them; both lead back home. Here in the lazily
 * loaded shell rather than in the route table, which is part of the login page's download.
 */
export function FeatureGate({ pages, children }: { pages: ShellPages; children: ReactNode }) {
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  const entry = useCurrentEntry(broker.displayCode, pages);
  return entry ? (
    <GatedPage entry={entry} home={paths.main(broker.displayCode)} brokerName={brokerName}>
      {children}
    </GatedPage>
  ) : (
    children
  );
}

interface GatedPageProps {
  entry: MenuEntry;
  home: string;
  brokerName: string;
  children: ReactNode;
}

function GatedPage({ entry, home, brokerName, children }: GatedPageProps) {
  const { t } = useTranslation();
  // The menu's own query: cached, so opening a page costs no second request.
  const { access, failed, retry } = useFeatureAccess(entry.key);
  if (access === 'pending') {
    return failed ? <RetryAlert title={t('blockedFeature.loadFailed')} onRetry={retry} /> : <PageLoader />;
  }
  if (access === 'blocked') {
    const feature = t(entry.label);
    return (
      <GateMessage
        title={t('blockedFeature.title', { feature })}
        body={t('blockedFeature.body')}
        home={home}
      />
    );
  }
  // Where the broker hides what it switched off, the page does not exist for its clients.
  if (access === 'hidden') {
    return (
      <GateMessage
        title={t('notFound.title')}
        body={t('notFound.brokerBody', { broker: brokerName })}
        home={home}
      />
    );
  }
  return children;
}

/**
 * What shows instead of a switched-off page, with the way home. Its own few lines rather than the not-found page's
 * component: sharing that one with this lazily loaded shell splits Mantine's Text out of the login page's
 * bundle into a chunk of its own, over the login page's budget (e2e/first-load.spec.ts).
 */
function GateMessage({ title, body, home }: { title: string; body: string; home: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>{title}</Title>
      <Text>{body}</Text>
      <Anchor component={Link} to={home}>
        {t('blockedFeature.home')}
      </Anchor>
    </Stack>
  );
}

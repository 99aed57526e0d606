import type { ComponentType } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';
import { useCurrentBroker } from '../brokers';
import { NotFoundContent } from '../not-found';
import type { MenuEntry } from './menu-registry';
import { useFeatureAccess } from './use-feature-access';

/**
 * A menu entry's page behind the broker's switch: hiding the menu link is not enough, since a bookmark or a typed
 * URL still reaches the page. A switched-off feature shows the blocked-feature page where the broker shows
 * blocked features, and the not-found page where it hides them; both lead back home.
 */
export function FeatureRoute({ entry, Page }: { entry: MenuEntry; Page: ComponentType }) {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  // The menu's own query: cached, so opening a page costs no second request.
  const { access, failed, retry } = useFeatureAccess(entry.key);
  const home = paths.main(broker.displayCode);
  if (access === 'pending') {
    return failed ? <RetryAlert title={t('blockedFeature.loadFailed')} onRetry={retry} /> : <PageLoader />;
  }
  if (access === 'blocked') return <BlockedFeatureContent feature={t(entry.label)} home={home} />;
  if (access === 'hidden') return <NotFoundContent sessionHome={home} />;
  return <Page />;
}

/** The page of a feature the broker has not opened to its clients. */
function BlockedFeatureContent({ feature, home }: { feature: string; home: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('blockedFeature.title', { feature }));
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>{t('blockedFeature.title', { feature })}</Title>
      <Text>{t('blockedFeature.body')}</Text>
      <Anchor component={Link} to={home}>
        {t('blockedFeature.home')}
      </Anchor>
    </Stack>
  );
}

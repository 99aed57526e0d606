import { Stack, Text, Title } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useIpoApplications, useIpos, type IpoListView } from '../ipo-api';
import { useOpenIpo } from '../use-open-ipo';
import { IpoDetail } from './ipo-detail';
import { IpoTable } from './ipo-table';

const titles = { ALL: 'info', OPEN: 'open', LISTINGS: 'listings' } as const;

/** One view of the broker's published issues, with the way to each one's detail and apply form. */
function IpoList({ view }: { view: IpoListView }) {
  const { t } = useTranslation('ipo');
  const page = titles[view];
  useDocumentTitle(t(`${page}.title`));
  const ipos = useIpos(view);
  const applications = useIpoApplications();
  const open = useOpenIpo();
  return (
    <Stack gap="md">
      <Title order={1}>{t(`${page}.title`)}</Title>
      <Text c="dimmed">{t(`${page}.intro`)}</Text>
      {ipos.isError ? (
        <RetryAlert title={t('loadFailed')} onRetry={() => void ipos.refetch()} />
      ) : (
        <IpoTable
          view={view}
          ipos={ipos.data?.ipos}
          loading={ipos.isPending}
          applications={view === 'LISTINGS' ? applications.data?.applications : undefined}
          onDetails={(ipo) => open.details(ipo.ipoID)}
          onApply={(ipo) => open.apply(ipo.ipoID)}
        />
      )}
    </Stack>
  );
}

/** ipo/info: the calendar of published issues, and each one's detail (info/detail). */
export function IpoInfoPage() {
  return (
    <Routes>
      <Route index element={<IpoList view="ALL" />} />
      <Route path="detail" element={<IpoDetail />} />
      <Route path="*" element={<IpoList view="ALL" />} />
    </Routes>
  );
}

/** ipo/open: the issues accepting applications now, with their cut-offs. */
export function IpoOpenPage() {
  return <IpoList view="OPEN" />;
}

/** ipo/listings: recent listings, their final price, oversubscription and the client's allotment. */
export function IpoListingsPage() {
  return <IpoList view="LISTINGS" />;
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { IpoListPage } from './ipo-list-page';

// The list is the desk's landing; the form and an issue's page load on their first visit.
const NewIpoPage = lazy(() => import('./ipo-form-pages').then((module) => ({ default: module.NewIpoPage })));
const EditIpoPage = lazy(() =>
  import('./ipo-form-pages').then((module) => ({ default: module.EditIpoPage })),
);
const IpoDetailPage = lazy(() =>
  import('./ipo-detail-page').then((module) => ({ default: module.IpoDetailPage })),
);

/** The IPO desk under /{code}/back_office/ipos: the list, a new issue, an issue, its terms to edit. */
export function IpoDeskPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<IpoListPage />} />
        <Route path="new" element={<NewIpoPage />} />
        <Route path=":ipoID" element={<IpoDetailPage />} />
        <Route path=":ipoID/edit" element={<EditIpoPage />} />
      </Routes>
    </Suspense>
  );
}

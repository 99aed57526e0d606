import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import { restoreTypedValues } from './prerender/typed-values';

/** Texts of a page load on first use (articles, landing copy): the page waits for them here. */
export function RootLayout() {
  // After the first commit, hydrated or drawn: the fields the prerendered page was typed into are React's now.
  useEffect(() => restoreTypedValues(document.getElementById('root')!), []);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

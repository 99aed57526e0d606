import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../not-found';
import { builtShellPages, menuEntries } from './menu-registry';
import { lazyPage } from '../../shared/routing/lazy-page';

/** Children of /{code}/main: the built pages, home (or a welcome) at the index, not-found for all the rest. */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry) => {
    const Page = built[entry.key];
    return Page ? [{ path: `${entry.path}/*`, Component: Page }] : [];
  });
  const index: RouteObject = built.home
    ? { index: true, Component: built.home }
    : { index: true, lazy: lazyPage(() => import('./shell-home'), 'ShellHome') };
  return [index, ...pages, { path: '*', Component: NotFoundContent }];
}

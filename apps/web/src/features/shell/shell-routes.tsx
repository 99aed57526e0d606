import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../not-found';
import { builtShellPages, menuEntries } from './menu-registry';
import { lazyPage } from '../../shared/routing/lazy-page';

/** Children of /{code}/main: the built pages, a welcome at the index, not-found for all the rest. */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry) => {
    const Page = built[entry.key];
    return Page ? [{ path: `${entry.path}/*`, Component: Page }] : [];
  });
  return [
    { index: true, lazy: lazyPage(() => import('./shell-home'), 'ShellHome') },
    ...pages,
    { path: '*', Component: NotFoundContent },
  ];
}

import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../not-found';
import { builtShellPages, menuEntries } from './menu-registry';

/** Children of /{code}/main: the built pages, home at the index, not-found for all the rest. */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry) => {
    const Page = built[entry.key];
    return Page ? [{ path: `${entry.path}/*`, Component: Page }] : [];
  });
  const index: RouteObject[] = built.home ? [{ index: true, Component: built.home }] : [];
  return [...index, ...pages, { path: '*', Component: NotFoundContent }];
}

import type { RouteObject } from 'react-router';
import { menuEntries } from '../../shared/feature-gates';
import { lazyPage } from '../../shared/routing/lazy-page';
import { builtShellPages } from './shell-pages';

/**
 * Children of /{code}/main: the built pages, home at the index, not-found for all the rest. Loaded with the shell
 * on the first navigation into it (app/routes.tsx, discoverShellRoutes), not with the login page. The shell keeps
 * a page the broker switched off from opening (FeatureGate in shell-layout).
 */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry) => {
    const Page = built[entry.key];
    return Page ? [{ path: `${entry.path}/*`, Component: Page }] : [];
  });
  const index: RouteObject[] = built.home ? [{ index: true, Component: built.home }] : [];
  // (Lazily: the page is for wrong addresses.)
  return [
    ...index,
    ...pages,
    { path: '*', lazy: lazyPage(() => import('./shell-not-found'), 'ShellNotFound') },
  ];
}

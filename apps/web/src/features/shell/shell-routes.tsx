import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../not-found';
import { paths } from '../../shared/url';
import { useCurrentBroker } from '../brokers';
import { FeatureRoute } from './feature-route';
import { builtShellPages, menuEntries } from './menu-registry';

/** Inside the broker's session the way out of a wrong address is the shell's home, not the public landing. */
function ShellNotFound() {
  const broker = useCurrentBroker();
  return <NotFoundContent sessionHome={paths.main(broker.displayCode)} />;
}

/**
 * Children of /{code}/main: the built pages, home at the index, not-found for all the rest. A page the broker
 * switches off does not open by its URL either (FeatureRoute).
 */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry): RouteObject[] => {
    const Page = built[entry.key];
    if (!Page) return [];
    return [{ path: `${entry.path}/*`, element: <FeatureRoute entry={entry} Page={Page} /> }];
  });
  const index: RouteObject[] = built.home ? [{ index: true, Component: built.home }] : [];
  return [...index, ...pages, { path: '*', Component: ShellNotFound }];
}

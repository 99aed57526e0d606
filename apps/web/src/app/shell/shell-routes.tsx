import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../../features/not-found';
import { paths } from '../../shared/url';
import { useBrokerName } from '../../features/brokers';
import { useCurrentBroker } from '../../shared/broker';
import { useTranslation } from 'react-i18next';
import { menuEntries } from '../../shared/feature-gates';
import { builtShellPages } from './shell-pages';

/** Inside the broker's session the way out of a wrong address is the shell's home, not the public landing. */
function ShellNotFound() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  return (
    <NotFoundContent
      home={{ to: paths.main(broker.displayCode), label: t('notFound.sessionHome') }}
      brokerName={brokerName}
    />
  );
}

/**
 * Children of /{code}/main: the built pages, home at the index, not-found for all the rest. The shell (lazily
 * loaded, unlike this table) keeps a page the broker switched off from opening (FeatureGate in shell-layout).
 */
export function shellRoutes(built = builtShellPages): RouteObject[] {
  const pages = menuEntries.flatMap((entry) => {
    const Page = built[entry.key];
    return Page ? [{ path: `${entry.path}/*`, Component: Page }] : [];
  });
  const index: RouteObject[] = built.home ? [{ index: true, Component: built.home }] : [];
  return [...index, ...pages, { path: '*', Component: ShellNotFound }];
}

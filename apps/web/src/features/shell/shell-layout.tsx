import { Suspense } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrokerIdentity, useCurrentBroker } from '../brokers';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { PageLoader } from '../../shared/ui/page-loader';
import { useSession } from '../../shared/session';
import { IndexTickerSlot } from '../market';
import { ShellMenu } from './shell-menu';
import type { ShellPages } from './menu-registry';
import { useAutoLogoutMinutes } from './use-auto-logout-minutes';
import { useLogout } from './use-logout';

/** The authenticated frame at /{code}/main: broker header, menu, and the page of the menu entry. */
export function ShellLayout({ pages }: { pages?: ShellPages }) {
  const broker = useCurrentBroker();
  const logout = useLogout(broker.displayCode);
  const autoLogoutMinutes = useAutoLogoutMinutes(broker.brokerCode);
  const signedIn = useSession() !== null;
  return (
    <>
      <SkipLink />
      <Box component="header" className="site-header">
        <Container size="xl" py="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <BrokerIdentity broker={broker} />
            <ShellMenu
              displayCode={broker.displayCode}
              autoLogoutMinutes={autoLogoutMinutes}
              onLogout={logout}
              pages={pages}
            />
          </Group>
          {/* Indices stream only for a signed-in user; the ticker opens the session's quote stream. */}
          {signedIn && <IndexTickerSlot />}
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Container size="xl" py="lg">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </>
  );
}

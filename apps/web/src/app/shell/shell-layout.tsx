import { memo, Suspense } from 'react';
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrokerIdentity } from '../../features/brokers';
import { useCurrentBroker } from '../../shared/broker';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { PageLoader } from '../../shared/ui/page-loader';
import { PageDrawn } from '../../shared/ui/first-screen-mark';
import { useSessionPart, type UserSession } from '../../shared/session';
import { QuoteColorScope } from '../../shared/market-data/quote-color-scope';
import { IndexTickerSlot } from '../../features/market/index-ticker/index-ticker-slot';
import { useLanguageOnServer } from '../../features/settings';
import { MessageNotices } from '../../features/messages';
import { FeatureGate } from './feature-gate';
import { PageLoadBoundary } from './page-load-boundary';
import { HeaderMenu } from './header-menu';
import { DeferredShellDrawer } from './deferred-shell-drawer';
import { UserMenu } from './user-menu';
import { useMenuItems } from '../../shared/feature-gates';
import { builtShellPages, type ShellPages } from './shell-pages';
import { useAutoLogoutMinutes } from './use-auto-logout-minutes';
import { useLogout } from './use-logout';
import { useDensity } from './use-density';
import { useNarrowHeader } from './use-narrow-header';
import { useBrandColor } from '../../shared/theme/use-brand-color';
import './shell.css';

const DRAWER_ID = 'shell-menu-drawer';
const isSignedIn = (session: UserSession | null) => session !== null;

// The frame re-renders with each answer its hooks wait for (the menu's and the session's configuration, the
// language on the server...), a dozen times while a page loads: memoised, the header's menu and user menu and
// the page under it re-render only when their own props change (bench/README.md "Home and quote: the main
// thread").
const MemoHeaderMenu = memo(HeaderMenu);
const HeaderUserMenu = memo(UserMenu);

/**
 * The authenticated frame at /{code}/main: broker header, menu, and the page of the menu entry. On the desktop
 * the header is one row (at 1280 px too, in every language): the user's own controls sit in a user menu. The
 * index ticker runs the page's full width in a strip of its own under the header: squeezed into the row's
 * leftover width it showed fragments at 1440 px and nothing at 1280 px. On tablets and phones the header is one
 * compact bar (on a phone at most a tenth of the screen) and the menu opens in a drawer (see shell.css).
 */
export function ShellLayout({ pages = builtShellPages }: { pages?: ShellPages }) {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const logout = useLogout(broker.displayCode);
  const autoLogoutMinutes = useAutoLogoutMinutes(broker.brokerCode);
  const signedIn = useSessionPart(isSignedIn);
  const items = useMenuItems(broker.brokerCode, pages);
  const [drawerOpen, drawer] = useDisclosure(false);
  const narrow = useNarrowHeader();
  useLanguageOnServer();
  useDensity();
  useBrandColor(broker.primaryColor);
  const controls = {
    displayCode: broker.displayCode,
    withChangePassword: pages.changePassword !== undefined,
    autoLogoutMinutes,
    onLogout: logout,
  };
  return (
    <>
      <SkipLink />
      {/* Pushed messages become notices on every page of a signed-in session. */}
      {signedIn && pages.notice !== undefined && <MessageNotices displayCode={broker.displayCode} />}
      <Box component="header" className="site-header shell-header">
        <Container size="xl" className="shell-header__bar">
          {/* One row on the desktop: brand, menu, user menu. When room runs out the menu's last entries go
              behind "More" (header-menu.tsx); the brand and the user menu never shrink. */}
          <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
            <BrokerIdentity broker={broker} />
            {/* The desktop's menu and user menu only where they are shown: the phone's are in the drawer. */}
            {!narrow && (
              <>
                <Box
                  component="nav"
                  aria-label={t('menu.label')}
                  className="shell-desktop-only shell-header__nav"
                >
                  <MemoHeaderMenu displayCode={broker.displayCode} items={items} />
                </Box>
                <Box className="shell-desktop-only shell-header__user">
                  <HeaderUserMenu {...controls} />
                </Box>
              </>
            )}
            <Burger
              className="shell-phone-only"
              opened={drawerOpen}
              onClick={drawer.toggle}
              aria-label={t('menu.open')}
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
            />
          </Group>
        </Container>
      </Box>
      <DeferredShellDrawer
        id={DRAWER_ID}
        opened={drawerOpen}
        onClose={drawer.close}
        items={items}
        {...controls}
      />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <ShellMain signedIn={signedIn} pages={pages} />
      </Box>
    </>
  );
}

/** The index ticker and the page: the same elements whatever else of the frame changed. */
const ShellMain = memo(function ShellMain({ signedIn, pages }: { signedIn: boolean; pages: ShellPages }) {
  return (
    <Container size="xl" py="lg" className="shell-main">
      {/* Indices stream only for a signed-in user; the ticker opens the session's quote stream. */}
      {signedIn && (
        <Box className="shell-ticker" mb="sm">
          <IndexTickerSlot />
        </Box>
      )}
      {/* Every page's changes in the user's up/down colours (QUOTE_COLOR): the trade page's were black. */}
      <QuoteColorScope>
        <PageLoadBoundary>
          <Suspense fallback={<PageLoader />}>
            <FeatureGate pages={pages}>
              <Outlet />
              <PageDrawn />
            </FeatureGate>
          </Suspense>
        </PageLoadBoundary>
      </QuoteColorScope>
    </Container>
  );
});

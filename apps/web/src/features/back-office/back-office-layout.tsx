import { Suspense } from 'react';
import { AppShell, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { Navigate, NavLink as RouterNavLink, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { postStaffLogout, type StaffSessionData } from '@lantau/contract';
import { LanguageSelect } from '../../shared/ui/language-select';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { PageLoader } from '../../shared/ui/page-loader';
import { pagesFor } from './back-office-pages';
import { staffApiClient } from './staff-api';
import { staffSessionStore } from './staff-session';

async function logOut() {
  try {
    await staffApiClient.request(postStaffLogout);
  } finally {
    // Ended here whatever the server said: a member who logs out must not stay logged in on this device.
    staffSessionStore.clear();
  }
}

/** The back office's frame: who is logged in, the queues their permissions allow, and the page open. */
export function BackOfficeLayout({
  session,
  displayCode,
}: {
  session: StaffSessionData;
  displayCode: string;
}) {
  const pages = pagesFor(session.staff.permissions);
  // A label may name another namespace ('backofficeclients:nav.clients'): load those too before showing it.
  const namespaces = [
    ...new Set(['backoffice', ...pages.map((page) => page.label.split(':').at(-2) ?? 'backoffice')]),
  ];
  const { t } = useTranslation(namespaces as ['backoffice']);
  const base = `/${displayCode}/back_office`;

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {t('title')}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" data-testid="staff-identity">
              {t('identity', {
                name: session.staff.name,
                id: session.staff.staffID,
                roles: session.staff.roles.map((role) => t(`roles.${role}`)).join(', '),
              })}
            </Text>
            <LanguageSelect />
            <ThemeToggle />
            <Button variant="default" size="xs" onClick={() => void logOut()}>
              {t('logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')}>
        <Stack gap={2}>
          {pages.map((page) => (
            <NavLink
              key={page.path}
              component={RouterNavLink}
              to={`${base}/${page.path}`}
              label={t(page.label as never)}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route
              index
              element={pages[0] ? <Navigate to={`${base}/${pages[0].path}`} replace /> : <NoAccess />}
            />
            <Route path="login" element={<Navigate to={base} replace />} />
            {pages.map(({ path, Page }) => (
              <Route key={path} path={`${path}/*`} element={<Page />} />
            ))}
            <Route path="*" element={<NoAccess />} />
          </Routes>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** A page the member's roles do not allow, or that does not exist: said plainly, never shown. */
function NoAccess() {
  const { t } = useTranslation('backoffice');
  return <Text role="alert">{t('noAccess')}</Text>;
}

import { lazy, Suspense } from 'react';
import { Anchor, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadWhenNeeded } from '../../shared/ui/load-when-needed';
import { PublicLayout } from '../../shared/ui/public-layout';
import { useBrowserIdle } from '../../shared/ui/use-browser-idle';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths, useEncryptedNavigate, useEncryptedQuery } from '../../shared/url';
import { BrokerBrandLink, useBrokerName } from '../brokers';
import { useCurrentBroker } from '../../shared/broker';
import type { ResetChannel } from './forgot-password/forgot-password-flow';
import { LoginFlow } from './login-flow';
import { LogoutReasonNotice } from './logout-reason-notice';

const LoginExtras = lazy(() => import('./login-extras'));

// The password reset is a mode few visits open: its steps load when it is chosen.
const ForgotPasswordFlow = lazy(async () => ({
  default: (await import('./forgot-password/forgot-password-flow')).ForgotPasswordFlow,
}));

type Mode = { kind: 'loading' } | { kind: 'login' } | { kind: 'forgot'; by: ResetChannel };

/**
 * The mode of the login page, from its sealed query string: forgot-password is a mode of this page (the only
 * one anonymous visitors may open), and the URL keeps it across a reload.
 */
function useLoginMode(): Mode {
  const { search } = useLocation();
  const query = useEncryptedQuery();
  if (search === '') return { kind: 'login' };
  if (query.status === 'loading') return { kind: 'loading' };
  if (query.status === 'ready' && query.params.mode === 'forgot') {
    return { kind: 'forgot', by: query.params.by === 'email' ? 'email' : 'phone' };
  }
  return { kind: 'login' };
}

/** The login page (userLogin): the broker's welcome, the two login steps, or the password reset. */
export function LoginPage() {
  const { t } = useTranslation();
  const browserIdle = useBrowserIdle();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  const mode = useLoginMode();
  const encryptedNavigate = useEncryptedNavigate();
  const loginPath = paths.login(broker.displayCode);
  const forgot = mode.kind === 'forgot';
  const title = forgot ? t('reset.title') : t('login.title', { broker: brokerName });
  useDocumentTitle(forgot ? t('reset.title') : t('login.submit'), brokerName);

  // The channel is part of the mode: a reload keeps it, and choosing the other one replaces the history entry.
  const openForgot = (by: ResetChannel) =>
    void encryptedNavigate(loginPath, { mode: 'forgot', by }, { replace: true });
  const loading = (
    <Center py="xl" role="status" aria-label={t('app.loading')}>
      <Loader size="sm" />
    </Center>
  );

  return (
    <PublicLayout size="sm" brand={<BrokerBrandLink />}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            <Image src={broker.logoUrl} alt="" w={64} h={64} fit="contain" />
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">
              {forgot ? t('reset.subtitle') : t('login.subtitle', { broker: brokerName })}
            </Text>
          </Stack>
          {mode.kind === 'loading' && loading}
          {mode.kind === 'login' && (
            <>
              <LogoutReasonNotice />
              <LoginFlow broker={broker} />
            </>
          )}
          {mode.kind === 'forgot' && (
            <Suspense fallback={loading}>
              <ForgotPasswordFlow by={mode.by} onChannelChange={openForgot} loginPath={loginPath} />
            </Suspense>
          )}
          {/* The broker's extra links come after the first screen: their code is not part of the login route. */}
          <LoadWhenNeeded needed={browserIdle}>
            <LoginExtras />
          </LoadWhenNeeded>
          <Group justify="center" gap="lg">
            <Anchor component={Link} to={paths.article(broker.displayCode, 'privacy')} size="sm">
              {t('nav.privacy')}
            </Anchor>
            <Anchor component={Link} to={paths.article(broker.displayCode, 'account_deletion')} size="sm">
              {t('nav.accountDeletion')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

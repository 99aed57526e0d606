import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../shared/ui/public-layout';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';
import { BrokerBrandLink, useBrokerName, useCurrentBroker } from '../brokers';
import { LoginForm } from './login-form';
import { LogoutReasonNotice } from './logout-reason-notice';

/** The login page (userLogin): the broker's welcome, the credentials, its disclaimers and terms. */
export function LoginPage() {
  const { t } = useTranslation();
  const broker = useCurrentBroker();
  const brokerName = useBrokerName(broker);
  const title = t('login.title', { broker: brokerName });
  useDocumentTitle(t('login.submit'), brokerName);

  return (
    <PublicLayout size="sm" brand={<BrokerBrandLink />}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            <Image src={broker.logoUrl} alt="" w={64} h={64} fit="contain" />
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{t('login.subtitle', { broker: brokerName })}</Text>
          </Stack>
          <LogoutReasonNotice />
          <LoginForm broker={broker} />
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

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';

/**
 * The message alone, for pages that already have their own frame (the authenticated shell). Inside a broker's
 * session `sessionHome` is the way back (its home page); outside it, the public landing and broker list.
 */
export function NotFoundContent({ sessionHome }: { sessionHome?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Text fw={700} c="dimmed" size="sm">
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      {sessionHome ? (
        <Anchor component={Link} to={sessionHome}>
          {t('notFound.sessionHome')}
        </Anchor>
      ) : (
        <Group gap="lg">
          <Anchor component={Link} to={paths.landing}>
            {t('notFound.home')}
          </Anchor>
          <Anchor component={Link} to={paths.brokerList}>
            {t('notFound.brokerList')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { paths } from '../../shared/url';

interface NotFoundContentProps {
  /** The way back inside a broker's pages (its home, or its login); without it the public landing and list. */
  home?: { to: string; label: string };
  /** Inside a broker's pages the message names that broker: the address was its, not the platform's. */
  brokerName?: string;
}

/** The message alone, for pages that already have their own frame (the authenticated shell). */
export function NotFoundContent({ home, brokerName }: NotFoundContentProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'), brokerName);
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Text fw={700} c="dimmed" size="sm">
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{brokerName ? t('notFound.brokerBody', { broker: brokerName }) : t('notFound.body')}</Text>
      {home ? (
        <Anchor component={Link} to={home.to}>
          {home.label}
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

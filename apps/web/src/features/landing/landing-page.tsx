import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../shared/ui/public-layout';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { ArrowRightIcon } from '../../shared/ui/icons';
import { paths } from '../../shared/url';
import { FeatureGrid } from './feature-grid';

/** Lantau's own product page: what the portal offers, and the way to a broker's login. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('meta.title'));

  return (
    <PublicLayout
      links={
        <Anchor component={Link} to={paths.brokerList} fw={600}>
          {tc('nav.brokerList')}
        </Anchor>
      }
    >
      <Stack gap={64}>
        <Stack component="section" aria-labelledby="landing-title" gap="lg" maw={720} pt="xl">
          <Text c="dimmed" fw={600} tt="uppercase" size="sm">
            {t('hero.eyebrow')}
          </Text>
          <Title order={1} id="landing-title" fz={{ base: 32, sm: 44 }} lh={1.15}>
            {t('hero.title')}
          </Title>
          <Text size="lg">{t('hero.body')}</Text>
          <Group>
            <Button component={Link} to={paths.brokerList} size="md" rightSection={<ArrowRightIcon />}>
              {t('hero.cta')}
            </Button>
          </Group>
        </Stack>

        <Box component="section" aria-labelledby="landing-features">
          <Title order={2} id="landing-features" mb="lg">
            {t('features.title')}
          </Title>
          <FeatureGrid items={t('features.items', { returnObjects: true })} headingOrder={3} />
        </Box>

        <Box component="section" aria-labelledby="landing-security">
          <Title order={2} id="landing-security" mb="xs">
            {t('security.title')}
          </Title>
          <Text mb="lg" maw={720}>
            {t('security.body')}
          </Text>
          <FeatureGrid items={t('security.items', { returnObjects: true })} headingOrder={3} />
        </Box>

        <Stack component="section" aria-labelledby="landing-brokers" gap="sm" maw={720} pb="xl">
          <Title order={2} id="landing-brokers">
            {t('brokers.title')}
          </Title>
          <Text>{t('brokers.body')}</Text>
          <Group>
            <Button component={Link} to={paths.brokerList} variant="light" rightSection={<ArrowRightIcon />}>
              {t('brokers.cta')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}

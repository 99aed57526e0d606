import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../shared/ui/public-layout';

/** Shown when a page crashes, instead of a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout size="md">
      <Stack gap="md" maw={560}>
        <Title order={1}>{t('error.pageTitle')}</Title>
        <Text>{t('error.pageBody')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        </div>
      </Stack>
    </PublicLayout>
  );
}

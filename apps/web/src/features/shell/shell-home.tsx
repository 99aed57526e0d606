import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useBrokerName, useCurrentBroker } from '../brokers';

/** What /main shows until the home page arrives: a welcome, never an empty page. */
export function ShellHome() {
  const { t } = useTranslation();
  const brokerName = useBrokerName(useCurrentBroker());
  useDocumentTitle(t('shell.title'), brokerName);
  return (
    <Stack gap="sm" py="xl" maw={640}>
      <Title order={1}>{t('shell.welcome', { broker: brokerName })}</Title>
      <Text>{t('shell.comingSoon')}</Text>
    </Stack>
  );
}

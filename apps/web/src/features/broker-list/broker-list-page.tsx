import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../shared/ui/public-layout';
import { PageLoader } from '../../shared/ui/page-loader';
import { RetryAlert } from '../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useSystemBrokers } from '../brokers';
import { BrokerCard } from './broker-card';

export function BrokerListPage() {
  const { t } = useTranslation();
  const brokers = useSystemBrokers();
  useDocumentTitle(t('brokerList.title'));

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Title order={1}>{t('brokerList.title')}</Title>
        <Text maw={640}>{t('brokerList.intro')}</Text>
        {brokers.isPending && <PageLoader />}
        {brokers.isError && (
          <RetryAlert title={t('brokerList.loadError')} onRetry={() => void brokers.refetch()} />
        )}
        {brokers.data && (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            aria-label={t('brokerList.listLabel')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {brokers.data.map((broker) => (
              <li key={broker.brokerCode}>
                <BrokerCard broker={broker} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {brokers.data?.length === 0 && <Text>{t('brokerList.empty')}</Text>}
      </Stack>
    </PublicLayout>
  );
}

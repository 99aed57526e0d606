import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes } from 'react-router';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';
import { PageLoader } from '../../shared/ui/page-loader';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { DividendList } from './dividend-list';
import { DividendSelect } from './dividend-select';

const flagKeys = ['WebDividendSelectionEnable'] as const;

/** fund/dividend_selection/*: root (what electing means), list, list/select and success; WebDividendSelectionEnable. */
export function DividendSelectionPage() {
  const { t } = useTranslation('dividends');
  const broker = useCurrentBroker();
  const config = useBrokerConfigurations(broker.brokerCode, flagKeys);
  if (config.isPending) return <PageLoader />;
  if (configValue(config.data, 'WebDividendSelectionEnable') !== true) {
    return (
      <Alert color="gray" title={t('title')}>
        {t('disabled')}
      </Alert>
    );
  }
  return (
    <Routes>
      <Route index element={<DividendIntroduction />} />
      <Route path="list" element={<DividendList />} />
      <Route path="list/select" element={<DividendSelect />} />
      <Route path="success" element={<DividendSuccess />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}

function DividendIntroduction() {
  const { t } = useTranslation('dividends');
  useDocumentTitle(t('title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro.what')}</Text>
      <Text>{t('intro.options')}</Text>
      <Text>{t('intro.deadline')}</Text>
      <Button component={Link} to="list" w="fit-content">
        {t('intro.toList')}
      </Button>
    </Stack>
  );
}

function DividendSuccess() {
  const { t } = useTranslation('dividends');
  useDocumentTitle(t('success.title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('success.title')}</Title>
      <Text>{t('success.body')}</Text>
      <Button component={Link} to="../list" w="fit-content">
        {t('success.back')}
      </Button>
    </Stack>
  );
}

import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A load that failed, with the way to try again. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title}>
      <Button mt="sm" variant="default" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Alert>
  );
}

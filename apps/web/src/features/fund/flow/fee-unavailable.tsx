import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FeeUnavailableProps {
  message: string;
  onContinue: () => void;
  onCancel: () => void;
}

/** Spec section 8, 'handling fee unavailable (choose whether to continue)': the client decides. */
export function FeeUnavailable({ message, onContinue, onCancel }: FeeUnavailableProps) {
  const { t } = useTranslation('fund');
  return (
    <Alert color="yellow" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
      {message}
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onContinue}>
          {t('withdrawal.continueWithoutFee')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('common.back')}
        </Button>
      </Group>
    </Alert>
  );
}

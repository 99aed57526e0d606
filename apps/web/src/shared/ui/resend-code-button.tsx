import { useId } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResendCodeButtonProps {
  /** Seconds until another code may be requested; 0 when it may be now. */
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}

/** "Resend code" with its countdown, described by the countdown so a screen reader hears why it waits. */
export function ResendCodeButton({ secondsLeft, pending, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        variant="default"
        disabled={secondsLeft > 0 || pending}
        loading={pending}
        onClick={onResend}
        aria-describedby={hintId}
      >
        {t('otp.resend')}
      </Button>
      <Text id={hintId} size="sm" c="dimmed" role="timer">
        {secondsLeft > 0 ? t('otp.resendIn', { count: secondsLeft }) : t('otp.resendReady')}
      </Text>
    </Group>
  );
}

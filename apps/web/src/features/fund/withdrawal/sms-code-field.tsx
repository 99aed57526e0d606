import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtpField } from '../../../shared/ui/otp-field';
import { ResendCodeButton } from '../../../shared/ui/resend-code-button';
import { useCountdownFrom } from '../../../shared/ui/use-countdown-from';
import { MutationError } from '../../../shared/ui/mutation-error';
import { usePostWithdrawalCode, type WithdrawalCodeSent } from '../api/post-withdrawal-code';

interface SmsCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** The code the server sent, whose ID the withdrawal names. */
  onSent: (sent: WithdrawalCodeSent) => void;
  error?: string;
}

/**
 * The SMS code that signs a withdrawal: a send button, then the code field with the resend countdown the login
 * uses, so a client cannot ask for codes faster than the server sends them.
 */
export function SmsCodeField({ value, onChange, onSent, error }: SmsCodeFieldProps) {
  const { t } = useTranslation(['fund', 'common']);
  const send = usePostWithdrawalCode();
  const [sent, setSent] = useState<{ key: number; answer: WithdrawalCodeSent }>();
  const resendLeft = useCountdownFrom(sent?.key, sent?.answer.resendAfterSeconds ?? 0);
  const request = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setSent({ key: Date.now(), answer });
        onSent(answer);
      },
    });
  return (
    <Stack gap="xs">
      {sent ? (
        <>
          <Text size="sm" role="status">
            {t('common:otp.sentBySms', { count: sent.answer.otpLength, contact: sent.answer.maskedContact })}
          </Text>
          <OtpField length={sent.answer.otpLength} value={value} onChange={onChange} error={error} />
          <ResendCodeButton secondsLeft={resendLeft} pending={send.isPending} onResend={request} />
        </>
      ) : (
        <>
          <Text size="sm" fw={500}>
            {t('withdrawal.code')}
          </Text>
          <Button
            variant="default"
            onClick={request}
            loading={send.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('withdrawal.sendCode')}
          </Button>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </>
      )}
      <MutationError error={send.error} />
    </Stack>
  );
}

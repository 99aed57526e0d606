import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postStaffLogin, requestHeaders } from '@lantau/contract';
import { LanguageSelect } from '../../../shared/ui/language-select';
import { ThemeToggle } from '../../../shared/ui/theme-toggle';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { staffApiClient } from '../staff-api';
import { staffSessionStore } from '../staff-session';
import { errorText } from '../error-text';

interface Challenge {
  twoFaToken: string;
  otpLength: number;
  maskedContact: string;
}

/** The staff login: staff ID and password, then the code e-mailed to the member. */
export function StaffLoginPage({ brokerCode, displayCode }: { brokerCode: string; displayCode: string }) {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(t('login.title'));
  const [staffID, setStaffID] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const login = useMutation({
    mutationFn: () =>
      staffApiClient.request(postStaffLogin, {
        body: { brokerCode, staffID, password, ...(challenge ? { otp } : {}) },
        headers: {
          [requestHeaders.brokerCode]: brokerCode,
          ...(challenge ? { [requestHeaders.twoFaToken]: challenge.twoFaToken } : {}),
        },
      }),
    onSuccess: (answer) => {
      if (answer.status === 'TWO_FA_REQUIRED') setChallenge(answer.challenge);
      else staffSessionStore.start(answer.session);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <Paper withBorder p="lg" radius="md" component="main">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.broker', { code: displayCode })}</Text>
          {login.isError && (
            <Alert color="red" role="alert">
              {errorText(login.error, t)}
            </Alert>
          )}
          {challenge ? (
            <>
              <Text>{t('login.codeSent', { contact: challenge.maskedContact })}</Text>
              <TextInput
                label={t('login.code')}
                value={otp}
                onChange={(event) => setOtp(event.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={challenge.otpLength}
                required
                autoFocus
              />
            </>
          ) : (
            <>
              <TextInput
                label={t('login.staffID')}
                value={staffID}
                onChange={(event) => setStaffID(event.currentTarget.value.toUpperCase())}
                autoComplete="username"
                required
              />
              <PasswordInput
                label={t('login.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                required
              />
            </>
          )}
          <Button type="submit" loading={login.isPending}>
            {challenge ? t('login.verify') : t('login.next')}
          </Button>
          <Stack gap="xs" align="flex-start">
            <LanguageSelect />
            <ThemeToggle withLabel />
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}

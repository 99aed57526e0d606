import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api';
import { fetchAppOtpPrefix } from './api/get-app-otp-prefix';
import { requestOtp, type OtpSent } from './api/get-otp';
import { useLogin, type LoginAnswer } from './api/post-login';
import { authErrorText, errorCode, retryAfterSeconds } from './auth-errors';
import { completeLogin } from './complete-login';
import { CodeEntry } from './code-entry';
import { clearOtpPrefix, setOtpPrefix, useOtpPrefixStore } from './otp-prefix-store';
import { useCountdownFrom } from '../../shared/ui/use-countdown-from';
import { CheckedForm } from '../../shared/ui/checked-form';

export type TwoFaChallenge = Extract<LoginAnswer, { status: 'TWO_FA_REQUIRED' }>['challenge'];

interface SecondFactorStepProps {
  challenge: TwoFaChallenge;
  userID: string;
  password: string;
  /** Back to the password step; with the error that sent the user there, if any. */
  onBack: (error?: unknown) => void;
}

// Errors that mean the password step must be done again.
const restartCodes = new Set(['E2001', 'E2002', 'E2007']);

/** The second factor of the login: a code sent by SMS or e-mail, or one the companion app shows. */
export function SecondFactorStep({ challenge, userID, password, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const isApp = challenge.channel === 'APP_OTP';
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [sent, setSent] = useState<OtpSent | undefined>();
  const [resend, setResend] = useState<{ key: number; seconds: number } | undefined>();
  const resendLeft = useCountdownFrom(resend?.key, resend?.seconds ?? 0);
  const codeInput = useRef<HTMLInputElement>(null);
  const started = useRef<string | undefined>(undefined);
  const login = useLogin();

  const fail = (error: unknown) => {
    if (restartCodes.has(errorCode(error) ?? '')) {
      onBack(error);
      return;
    }
    setNotice(undefined);
    setProblem(authErrorText(error, t));
  };

  const sendCode = useMutation({
    mutationFn: () => requestOtp({ userID, feature: 'LOGIN' }, { twoFaToken: challenge.twoFaToken }),
    onSuccess: (answer) => {
      const again = sent !== undefined;
      setSent(answer);
      setResend({ key: Date.now(), seconds: answer.resendAfterSeconds });
      setProblem(undefined);
      setNotice(again ? t('otp.resent', { contact: answer.maskedContact }) : undefined);
    },
    onError: (error) => {
      const wait = retryAfterSeconds(error);
      if (wait !== undefined) setResend({ key: Date.now(), seconds: wait });
      fail(error);
    },
  });

  const loadPrefix = useMutation({
    mutationFn: () => fetchAppOtpPrefix(userID, challenge.twoFaToken),
    onSuccess: (answer) => setOtpPrefix(answer.prefix, answer.expiresInSeconds),
    onError: fail,
  });
  const prefix = useOtpPrefixStore((state) => state.current);
  const { mutate: refreshPrefix } = loadPrefix;
  const { mutate: sendFirstCode } = sendCode;

  // The code goes out (or the prefix is fetched) once per challenge, however often React runs the effect.
  useEffect(() => {
    if (started.current === challenge.twoFaToken) return;
    started.current = challenge.twoFaToken;
    if (isApp) {
      clearOtpPrefix();
      refreshPrefix();
    } else sendFirstCode();
  }, [challenge.twoFaToken, isApp, refreshPrefix, sendFirstCode]);

  // A prefix is good for a while only; fetch the next one as it runs out.
  useEffect(() => {
    if (!isApp || !prefix) return;
    const timer = setTimeout(() => refreshPrefix(), Math.max(0, prefix.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [isApp, prefix, refreshPrefix]);

  // A new prefix (expired, or pushed by the server) makes a half-typed code useless: start the field over.
  const [shownPrefix, setShownPrefix] = useState(prefix?.prefix);
  if (prefix?.prefix !== shownPrefix) {
    setShownPrefix(prefix?.prefix);
    if (shownPrefix !== undefined && prefix) {
      setCode('');
      setNotice(t('otp.prefixChanged', { prefix: prefix.prefix }));
    }
  }

  const submit = () => {
    if (code.length !== challenge.otpLength || login.isPending) return;
    if (isApp && !prefix) return;
    setProblem(undefined);
    login.mutate(
      {
        body: { userID, password, otp: code, ...(isApp && prefix ? { otpPrefix: prefix.prefix } : {}) },
        twoFaToken: challenge.twoFaToken,
      },
      {
        onSuccess: (answer) => {
          if (answer.status === 'LOGGED_IN') completeLogin(answer.session, challenge.channel);
          else setProblem(t('error.requestFailed'));
        },
        onError: (error) => {
          setCode('');
          codeInput.current?.focus();
          // A code that can no longer work: the app shows a new one beside a new prefix.
          if (isApp && isApiError(error) && (error.code === 'E2004' || error.code === 'E2005')) {
            loadPrefix.mutate();
          }
          fail(error);
        },
      },
    );
  };

  const deliveredBy = challenge.channel === 'Email' ? 'otp.sentByEmail' : 'otp.sentBySms';

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('otp.title')}
        </Title>
        <CodeEntry
          sent={
            isApp ? (
              <Stack gap={6}>
                <Text>{t('otp.appInstruction', { prefix: prefix?.prefix ?? '…' })}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('otp.prefixLabel')}
                  </Text>
                  <Badge size="xl" radius="sm" variant="light" aria-hidden={!prefix}>
                    {prefix?.prefix ?? '…'}
                  </Badge>
                </Group>
              </Stack>
            ) : (
              <Text>
                {sent
                  ? t(deliveredBy, { contact: sent.maskedContact, count: challenge.otpLength })
                  : t(sendCode.isPending ? 'otp.sending' : 'otp.notSent')}
              </Text>
            )
          }
          notice={notice}
          problem={problem}
          problemTitle={t('otp.problemTitle')}
          code={{ length: challenge.otpLength, value: code, onChange: setCode, inputRef: codeInput }}
          resend={
            isApp
              ? undefined
              : { secondsLeft: resendLeft, pending: sendCode.isPending, onResend: () => sendCode.mutate() }
          }
        />
        <Button
          type="submit"
          size="md"
          disabled={code.length !== challenge.otpLength || (isApp && !prefix)}
          loading={login.isPending}
        >
          {t('otp.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
            {t('otp.back')}
          </Anchor>
        </Group>
      </Stack>
    </CheckedForm>
  );
}

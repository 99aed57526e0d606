import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { requestOtp, type OtpSent } from '../api/get-otp';
import { resetPassword } from '../api/post-password-reset';
import { authErrorText, errorCode, retryAfterSeconds } from '../auth-errors';
import { CodeEntry } from '../code-entry';
import { NewPasswordFields, type NewPasswordValue } from '../password/new-password-fields';
import { passwordProblems } from '../password/password-problems';
import { useCountdownFrom } from '../../../shared/ui/use-countdown-from';
import { CheckedForm } from '../../../shared/ui/checked-form';

interface ResetStepProps {
  userID: string;
  contact: string;
  validationToken: string;
  sent: OtpSent;
  /** When the code went out, so the resend countdown starts there. */
  sentKey: number;
  onDone: () => void;
  /** The human check has to be passed again (its pass expired). */
  onCheckAgain: (reason: string) => void;
  /** The whole reset has to start over (the step expired). */
  onRestart: (reason: string) => void;
}

/** The code that was sent, and the new password with its confirmation. */
export function ResetStep(props: ResetStepProps) {
  const { userID, contact, validationToken, onDone, onCheckAgain, onRestart } = props;
  const { t } = useTranslation();
  const [sent, setSent] = useState({ answer: props.sent, key: props.sentKey });
  const [wait, setWait] = useState<{ key: number; seconds: number } | undefined>();
  const countdown = wait ?? { key: sent.key, seconds: sent.answer.resendAfterSeconds };
  const resendLeft = useCountdownFrom(countdown.key, countdown.seconds);
  const [code, setCode] = useState('');
  const [next, setNext] = useState<NewPasswordValue>({ newPassword: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => {
    const code = errorCode(error);
    if (code === 'E2009') return onCheckAgain(authErrorText(error, t));
    if (code === 'E2007') return onRestart(authErrorText(error, t));
    setNotice(undefined);
    setProblem(authErrorText(error, t));
  };

  const resend = useMutation({
    mutationFn: () => requestOtp({ userID, contact, feature: 'RESET_PASSWORD' }, { validationToken }),
    onSuccess: (answer) => {
      setSent({ answer, key: Date.now() });
      setWait(undefined);
      setProblem(undefined);
      setNotice(t('otp.resent', { contact: answer.maskedContact }));
    },
    onError: (error) => {
      const seconds = retryAfterSeconds(error);
      if (seconds !== undefined) setWait({ key: Date.now(), seconds });
      fail(error);
    },
  });

  const reset = useMutation({
    mutationFn: () => resetPassword({ userID, contact, otp: code, ...next }),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && ['E2003', 'E2004', 'E2005'].includes(error.code)) {
        setCode('');
        codeInput.current?.focus();
      }
      fail(error);
    },
  });

  const otpLength = sent.answer.otpLength;
  const submit = () => {
    setSubmitted(true);
    if (code.length !== otpLength || passwordProblems(next).size > 0 || reset.isPending) return;
    setProblem(undefined);
    reset.mutate();
  };

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="md">
        <CodeEntry
          sent={<Text>{t('reset.codeSent', { contact: sent.answer.maskedContact, count: otpLength })}</Text>}
          notice={notice}
          problem={problem}
          problemTitle={t('reset.failed')}
          code={{
            length: otpLength,
            value: code,
            onChange: setCode,
            inputRef: codeInput,
            error:
              submitted && code.length !== otpLength
                ? t('otp.errors.length', { count: otpLength })
                : undefined,
          }}
          resend={{ secondsLeft: resendLeft, pending: resend.isPending, onResend: () => resend.mutate() }}
        />
        <NewPasswordFields value={next} onChange={setNext} showAll={submitted} />
        <Button type="submit" size="md" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </CheckedForm>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestOtp, type OtpSent } from '../api/get-otp';
import { authErrorText, errorCode } from '../auth-errors';
import { ContactStep, contactOf, emptyDetails, type ResetChannel, type ResetDetails } from './contact-step';
import { ResetStep } from './reset-step';
import { SliderCheck } from './slider-check';

export type { ResetChannel } from './contact-step';

type Stage =
  | { step: 'details'; reason?: string }
  | { step: 'check'; reason?: string }
  | { step: 'code'; validationToken: string; sent: OtpSent; sentKey: number }
  | { step: 'done' };

const stepNumber = { details: 1, check: 2, code: 3, done: 3 } as const;
const stepTitles = {
  details: 'reset.stepDetails',
  check: 'reset.stepCheck',
  code: 'reset.stepCode',
  done: 'reset.doneTitle',
} as const;

interface ForgotPasswordFlowProps {
  by: ResetChannel;
  onChannelChange: (by: ResetChannel) => void;
  loginPath: string;
}

/**
 * Forgot password, by phone or by e-mail: who you are, a human check (slider), the code sent to the registered
 * contact with the new password, then back to login (the second factor is still asked there).
 */
export function ForgotPasswordFlow({ by, onChannelChange, loginPath }: ForgotPasswordFlowProps) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<ResetDetails>(emptyDetails);
  const [stage, setStage] = useState<Stage>({ step: 'details' });
  const contact = contactOf(by, details);
  // Each step replaces the one before, and the control that led there with it: focus moves to the new title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stage.step);
  useEffect(() => {
    if (shownStep.current === stage.step) return;
    shownStep.current = stage.step;
    titleRef.current?.focus();
  }, [stage.step]);
  const userID = details.userID.trim();

  const sendCode = useMutation({
    mutationFn: (validationToken: string) =>
      requestOtp({ userID, contact, feature: 'RESET_PASSWORD' }, { validationToken }),
    onSuccess: (sent, validationToken) =>
      setStage({ step: 'code', validationToken, sent, sentKey: Date.now() }),
    onError: (error) => {
      const code = errorCode(error);
      // A pass that expired needs a new check; anything else starts over from the details.
      setStage(
        code === 'E2009' || code === 'E2006'
          ? { step: 'check', reason: authErrorText(error, t) }
          : { step: 'details', reason: authErrorText(error, t) },
      );
    },
  });

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('reset.stepOf', { current: stepNumber[stage.step], total: 3 })}
        </Text>
        <Title order={2} size="h3" ref={titleRef} tabIndex={-1} className="step-title">
          {t(stepTitles[stage.step])}
        </Title>
      </Stack>
      {stage.step === 'details' && (
        <>
          {stage.reason && (
            <Alert color="red" title={t('reset.failed')}>
              {stage.reason}
            </Alert>
          )}
          <ContactStep
            by={by}
            onChannelChange={onChannelChange}
            details={details}
            onChange={setDetails}
            onNext={() => setStage({ step: 'check' })}
          />
        </>
      )}
      {stage.step === 'check' && (
        <>
          {sendCode.isPending ? (
            <Text role="status">{t('otp.sending')}</Text>
          ) : (
            <SliderCheck reason={stage.reason} onPassed={(token) => sendCode.mutate(token)} />
          )}
          <Group>
            <Anchor component="button" type="button" size="sm" onClick={() => setStage({ step: 'details' })}>
              {t('reset.changeDetails')}
            </Anchor>
          </Group>
        </>
      )}
      {stage.step === 'code' && (
        <ResetStep
          userID={userID}
          contact={contact}
          validationToken={stage.validationToken}
          sent={stage.sent}
          sentKey={stage.sentKey}
          onDone={() => setStage({ step: 'done' })}
          onCheckAgain={(reason) => setStage({ step: 'check', reason })}
          onRestart={(reason) => setStage({ step: 'details', reason })}
        />
      )}
      {stage.step === 'done' && (
        <Stack gap="md">
          <Alert color="teal" role="status">
            {t('reset.doneBody')}
          </Alert>
          <Button size="md" component={Link} to={loginPath}>
            {t('reset.backToLogin')}
          </Button>
        </Stack>
      )}
      {stage.step !== 'done' && (
        <Group justify="center">
          <Anchor component={Link} to={loginPath} size="sm">
            {t('reset.backToLogin')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

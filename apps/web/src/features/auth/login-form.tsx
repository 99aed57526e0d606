import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrokerSummary } from '@lantau/contract';
import { useBrokerTips } from '../brokers';
import { DisclaimerBox, DISCLAIMER_HINT_ID } from './disclaimer-box';
import { ForgotPasswordLink } from './forgot-password-link';
import { LoadWhenNeeded } from '../../shared/ui/load-when-needed';
import { useScrolledToBottom } from './use-scrolled-to-bottom';
import { CheckedForm } from '../../shared/ui/checked-form';
import { useTypedBeforeTakeover } from '../../shared/ui/typed-before-takeover';

// Few visitors open the terms: the dialog (and Mantine's modal) loads when one does.
const TermsDialog = lazy(async () => ({ default: (await import('./terms-dialog')).TermsDialog }));
// Why an attempt failed: fetched as the attempt goes out, so it is there when the answer is.
const loadLoginAlerts = () => import('./login-alerts');
const LoginFailureAlert = lazy(async () => ({ default: (await loadLoginAlerts()).LoginFailureAlert }));

const loginTips = ['LoginDisclaimer', 'LoginTerms'] as const;

export interface Credentials {
  userID: string;
  password: string;
}

interface LoginFormProps {
  broker: BrokerSummary;
  initialUserID: string;
  pending: boolean;
  /** Why the last attempt failed, if it did. */
  error: unknown;
  onSubmit: (credentials: Credentials) => void;
}

/** Step 1 of the login: user ID and password, with the broker's disclaimers read and its terms accepted. */
export function LoginForm({ broker, initialUserID, pending, error, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const tips = useBrokerTips(broker.brokerCode, loginTips);
  const disclaimer = tips.data?.LoginDisclaimer ?? (tips.isError ? '' : undefined);
  const scroll = useScrolledToBottom<HTMLDivElement>(disclaimer !== undefined);
  const [userID, setUserID] = useState(initialUserID);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [termsOpened, setTermsOpened] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The login is prerendered: what was typed before the app took the page over is kept (the fields are named).
  useTypedBeforeTakeover('userID', setUserID);
  useTypedBeforeTakeover('password', setPassword);

  const complete = userID.trim() !== '' && password !== '' && agreed && scroll.reached;

  return (
    <CheckedForm
      onSubmit={() => {
        if (!complete || pending) return;
        // (Should it fail to load, the alert's own lazy load tries again and reports it.)
        loadLoginAlerts().catch(() => undefined);
        onSubmit({ userID: userID.trim(), password });
      }}
    >
      <Stack gap="md">
        {error !== undefined && error !== null && (
          <Suspense fallback={null}>
            <LoginFailureAlert error={error} />
          </Suspense>
        )}
        <TextInput
          label={t('login.userId')}
          name="userID"
          autoComplete="username"
          required
          value={userID}
          onChange={(event) => setUserID(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? t('login.hidePassword') : t('login.showPassword'),
          }}
        />
        <Group justify="flex-end" mt={-8}>
          <ForgotPasswordLink size="sm">{t('login.forgotPassword')}</ForgotPasswordLink>
        </Group>
        <DisclaimerBox
          content={disclaimer}
          reached={scroll.reached}
          boxRef={scroll.ref}
          onScroll={scroll.onScroll}
        />
        <Stack gap={4}>
          <Checkbox
            label={t('login.agree')}
            checked={agreed}
            disabled={!scroll.reached}
            aria-describedby={DISCLAIMER_HINT_ID}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <Group pl={32}>
            <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpened(true)}>
              {t('login.readTerms')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" disabled={!complete} loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
      <LoadWhenNeeded needed={termsOpened}>
        <TermsDialog
          opened={termsOpened}
          onClose={() => setTermsOpened(false)}
          content={tips.data?.LoginTerms}
        />
      </LoadWhenNeeded>
    </CheckedForm>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrokerSummary } from '@lantau/contract';
import { paths } from '../../shared/url';
import { useBrokerTips } from '../brokers';
import { useLogin } from './api/login';
import { DisclaimerBox, DISCLAIMER_HINT_ID } from './disclaimer-box';
import { loginErrorMessage } from './login-error-message';
import { TermsDialog } from './terms-dialog';
import { useScrolledToBottom } from './use-scrolled-to-bottom';

const loginTips = ['LoginDisclaimer', 'LoginTerms'] as const;

export function LoginForm({ broker }: { broker: BrokerSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tips = useBrokerTips(broker.brokerCode, loginTips);
  const disclaimer = tips.data?.LoginDisclaimer ?? (tips.isError ? '' : undefined);
  const scroll = useScrolledToBottom<HTMLDivElement>(disclaimer !== undefined);
  const [userID, setUserID] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [termsOpened, setTermsOpened] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const login = useLogin();

  const complete = userID.trim() !== '' && password !== '' && agreed && scroll.reached;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete || login.isPending) return;
        login.mutate(
          { userID: userID.trim(), password },
          { onSuccess: () => void navigate(paths.main(broker.displayCode)) },
        );
      }}
    >
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" title={t('login.failed')}>
            {loginErrorMessage(login.error, t)}
          </Alert>
        )}
        <TextInput
          label={t('login.userId')}
          autoComplete="username"
          required
          value={userID}
          onChange={(event) => setUserID(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('login.password')}
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
        <Button type="submit" size="md" disabled={!complete} loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
      <TermsDialog
        opened={termsOpened}
        onClose={() => setTermsOpened(false)}
        content={tips.data?.LoginTerms}
      />
    </form>
  );
}

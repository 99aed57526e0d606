import { lazy, Suspense, useState } from 'react';
import type { BrokerSummary } from '@lantau/contract';
import { getLoginRecord } from '../../shared/session';
import { PageLoader } from '../../shared/ui/page-loader';
import { useLogin } from './api/post-login';
import { completeLogin } from './complete-login';
import { LoginForm, type Credentials } from './login-form';
import type { TwoFaChallenge } from './second-factor-step';

// The second step's code (the OTP field, resend timers) loads while the password is checked, not before the
// password field shows.
const loadSecondFactorStep = () => import('./second-factor-step');
const SecondFactorStep = lazy(async () => ({ default: (await loadSecondFactorStep()).SecondFactorStep }));

interface LoginFlowProps {
  broker: BrokerSummary;
}

/** Password first; then, when the server asks for it, the second factor. */
export function LoginFlow({ broker }: LoginFlowProps) {
  const login = useLogin();
  const [step, setStep] = useState<{ credentials: Credentials; challenge: TwoFaChallenge } | undefined>();
  // The second step can send the user back with its own reason (an expired step, a lock).
  const [returnedWith, setReturnedWith] = useState<unknown>();
  const [userID, setUserID] = useState(() => {
    const record = getLoginRecord();
    return record?.brokerCode === broker.brokerCode ? record.userID : '';
  });

  if (step) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SecondFactorStep
          key={step.challenge.twoFaToken}
          challenge={step.challenge}
          userID={step.credentials.userID}
          password={step.credentials.password}
          onBack={(error) => {
            login.reset();
            setReturnedWith(error);
            setStep(undefined);
          }}
        />
      </Suspense>
    );
  }

  return (
    <LoginForm
      broker={broker}
      initialUserID={userID}
      pending={login.isPending}
      error={login.error ?? returnedWith}
      onSubmit={(credentials) => {
        setReturnedWith(undefined);
        setUserID(credentials.userID);
        void loadSecondFactorStep();
        login.mutate(
          { body: credentials },
          {
            onSuccess: (answer) => {
              if (answer.status === 'TWO_FA_REQUIRED') setStep({ credentials, challenge: answer.challenge });
              // A broker without a second factor would log in at once; none does today.
              else completeLogin(answer.session, 'SMS');
            },
          },
        );
      }}
    />
  );
}

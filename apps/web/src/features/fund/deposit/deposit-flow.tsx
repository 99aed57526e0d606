import { lazy, type ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { Link, Navigate, Route, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFundSettings } from '../api/get-fund-settings';
import { placedAmount } from '../flow/amount-rules';
import { LoadingOrRetry } from '../flow/flow-pages';
import { FlowRoutes } from '../flow/flow-routes';
import { guardedStepRoute } from '../flow/step-guard';
import type { FlowStep } from '../flow/flow-steps';
import { useFundNavigation } from '../use-fund-navigation';
import { DepositConfirmStep } from './deposit-confirm-step';
import { DepositDetailsStep } from './deposit-details-step';
import { DepositDraftProvider, useDepositDraft } from './deposit-draft';
import { DepositMethodStep } from './deposit-method-step';
import { depositCurrencies, depositOptionsOf } from './deposit-options';
import { useDepositSubmission } from './use-deposit-submission';
import { ddiPages } from '../ddi/ddi-page-names';

const DepositTexts = lazy(() => import('./deposit-texts-page'));
const DdiPages = lazy(async () => ({ default: (await import('../ddi/ddi-pages')).DdiPages }));

/**
 * fund/deposit and its child routes (spec section 2): root (currency), method, form_submission, confirmation,
 * success, agreement, faq, and the eDDA pages (ddi_*). The steps share one draft; a step opened without the
 * earlier ones (a reload) goes back to the first one missing.
 */
export function DepositFlow() {
  return (
    <DepositDraftProvider>
      <DepositRoutes />
    </DepositDraftProvider>
  );
}

function DepositRoutes() {
  const { t } = useTranslation('fund');
  const settings = useFundSettings();
  const { draft, update } = useDepositDraft();
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const root = pathOf('deposit');
  const submission = useDepositSubmission();
  if (settings.isError || !settings.data) return <LoadingOrRetry query={settings} />;
  const data = settings.data;
  const options = depositOptionsOf(data, draft.currency ?? '');
  const chosen = { currency: !!draft.currency, method: !!draft.method, details: !!draft.details };
  const go = (step: string) => navigate(`${root}/${step}`);
  const guarded = (step: FlowStep<'deposit'>, page: ReactNode) =>
    guardedStepRoute({ flow: 'deposit', step, chosen, root }, page);
  const { accountNumber, currency, method, details, placed } = draft;
  // Every choice made: what the confirmation shows and submits.
  const complete =
    accountNumber && currency && method && details ? { accountNumber, currency, method, details } : undefined;
  const placedText =
    placed && t('deposit.successBody', { ...placedAmount(placed), account: placed.accountNumber });

  return (
    <FlowRoutes
      flow="deposit"
      placedText={placedText}
      currency={{
        currenciesOf: (account) => depositCurrencies(data, account.accountNumber),
        initial: draft,
        onNext: (choice) => {
          update({ ...choice, method: undefined, details: undefined, placed: undefined });
          void go('method');
        },
        children: (
          <Group gap="lg">
            <Anchor component={Link} to={`${root}/ddi_intro`}>
              {t('ddi.introTitle')}
            </Anchor>
            <Anchor component={Link} to={`${root}/agreement`}>
              {t('deposit.agreementLink')}
            </Anchor>
            <Anchor component={Link} to={`${root}/faq`}>
              {t('deposit.faqLink')}
            </Anchor>
          </Group>
        ),
      }}
    >
      {guarded(
        'method',
        <DepositMethodStep
          currency={draft.currency ?? ''}
          methods={options.methods}
          initial={draft.method}
          onBack={() => void navigate(root)}
          onNext={(method) => {
            update({ method });
            // eDDA debits need an authorisation first: its own pages, which lead to the debit form.
            void go(method === 'EDDA' ? 'ddi_intro' : 'form_submission');
          }}
        />,
      )}
      {guarded(
        'details',
        <DepositDetailsStep
          currency={draft.currency ?? ''}
          needsCertificate
          options={options}
          initial={draft.details}
          onBack={() => void go('method')}
          onNext={(details) => {
            update({ details });
            void go('confirmation');
          }}
        />,
      )}
      {guarded(
        'confirm',
        // A placed request is not placed again by coming back to its confirmation.
        draft.placed ? (
          <Navigate to={`${root}/success`} replace />
        ) : (
          complete && (
            <DepositConfirmStep
              draft={complete}
              options={options}
              submitting={submission.submitting}
              error={submission.error}
              onBack={() => void go('form_submission')}
              onSubmit={() =>
                void submission.submit(complete, (placed) => {
                  update({ placed });
                  void go('success');
                })
              }
            />
          )
        ),
      )}
      <Route path="agreement" element={<DepositTexts page="agreement" />} />
      <Route path="faq" element={<DepositTexts page="faq" />} />
      {ddiPages.map((page) => (
        <Route key={page} path={page} element={<DdiPages page={page} />} />
      ))}
    </FlowRoutes>
  );
}

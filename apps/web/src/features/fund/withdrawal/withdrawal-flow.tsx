import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FundRequest } from '@lantau/contract';
import { useFundSettings } from '../api/get-fund-settings';
import type { CurrencyChoice } from '../flow/currency-step';
import { createFlowDraft } from '../flow/flow-draft';
import { placedAmount } from '../flow/amount-rules';
import { LoadingOrRetry } from '../flow/flow-pages';
import { FlowRoutes } from '../flow/flow-routes';
import { guardedStepRoute } from '../flow/step-guard';
import { useFundNavigation } from '../use-fund-navigation';
import { WithdrawalForm } from './withdrawal-form';
import { useLocalized } from '../../../shared/i18n';

const withdrawalDraft = createFlowDraft<CurrencyChoice & { placed: FundRequest }>('withdrawal');

/** fund/withdrawal: root (currency), form_submission, success (spec section 2). */
export function WithdrawalFlow() {
  return (
    <withdrawalDraft.Provider>
      <WithdrawalRoutes />
    </withdrawalDraft.Provider>
  );
}

function WithdrawalRoutes() {
  const { t } = useTranslation('fund');
  const settings = useFundSettings();
  const { draft, update } = withdrawalDraft.useDraft();
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const localized = useLocalized();
  const root = pathOf('withdrawal');
  if (settings.isError || !settings.data) return <LoadingOrRetry query={settings} />;
  const data = settings.data;
  const { accountNumber, currency, placed } = draft;
  const placedBank = placed?.details.type === 'WITHDRAWAL' ? placed.details : undefined;
  const placedText =
    placed &&
    placedBank &&
    t('withdrawal.successBody', {
      ...placedAmount(placed),
      bank: `${localized(placedBank.bankName)} ${placedBank.maskedAccountNumber}`,
    });

  return (
    <FlowRoutes
      flow="withdrawal"
      placedText={placedText}
      currency={{
        initial: draft,
        onNext: (choice) => {
          update({ ...choice, placed: undefined });
          void navigate(`${root}/form_submission`);
        },
      }}
    >
      {guardedStepRoute(
        { flow: 'withdrawal', step: 'details', chosen: { currency: !!currency }, root },
        accountNumber && currency && (
          <WithdrawalForm
            key={`${accountNumber}-${currency}`}
            accountNumber={accountNumber}
            currency={currency}
            settings={data}
            onBack={() => void navigate(root)}
            onPlaced={(request) => {
              update({ placed: request });
              void navigate(`${root}/success`);
            }}
          />
        ),
      )}
    </FlowRoutes>
  );
}

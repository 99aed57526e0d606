import { useFundSettings } from '../api/get-fund-settings';
import { LoadingOrRetry } from '../flow/flow-pages';
import type { DdiPage } from './ddi-page-names';
import { DdiAuthForm } from './ddi-auth-form';
import { DdiAuthResult } from './ddi-auth-result';
import { DdiDebitForm } from './ddi-debit-form';
import { DdiIntro } from './ddi-intro';

/** The eDDA pages of fund/deposit (spec section 2: ddi_intro, ddi_auth, ddi_auth_success, ddi_auth_invalid, ddi_form_submission). */
export function DdiPages({ page }: { page: DdiPage }) {
  const settings = useFundSettings();
  if (settings.isError || !settings.data) return <LoadingOrRetry query={settings} />;
  const { switches } = settings.data;
  switch (page) {
    case 'ddi_intro':
      return <DdiIntro switches={switches} />;
    case 'ddi_auth':
      return <DdiAuthForm settings={settings.data} />;
    case 'ddi_auth_success':
      return <DdiAuthResult expected="SUBMITTED" />;
    case 'ddi_auth_invalid':
      return <DdiAuthResult expected="INVALID" />;
    case 'ddi_form_submission':
      return <DdiDebitForm switches={switches} />;
  }
}

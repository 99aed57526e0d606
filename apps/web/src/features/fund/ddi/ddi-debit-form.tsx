import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FundSettings } from '@lantau/contract';
import { Form, NumericField, SelectField, useSchemaForm } from '../../../shared/form';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { useEddaAuthorisations } from '../api/get-edda-authorisations';
import { usePostDeposit } from '../api/post-deposit';
import { amountField, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { useKeyedPlacement } from '../flow/use-submission';
import { useDepositDraft } from '../deposit/deposit-draft';
import { useFundNavigation } from '../use-fund-navigation';
import { useLocalized } from '../../../shared/i18n';

/**
 * fund/deposit/ddi_form_submission: an eDDI debit from a confirmed authorisation, in HKD, not below
 * WebFundInMinAmountDDI; refused outright while the broker suspends eDDI ('feature not yet open').
 */
export function DdiDebitForm({ switches }: { switches: FundSettings['switches'] }) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('ddi.debitTitle'));
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const localized = useLocalized();
  const authorisations = useEddaAuthorisations();
  const post = usePostDeposit();
  const place = useKeyedPlacement(post);
  const { update } = useDepositDraft();
  const minimum = switches.WebFundInMinAmountDDI;
  const schema = z.object({
    eddaID: z.string().min(1, 'fund:ddi.needsConfirmed'),
    amount: amountField(() => ({ min: minimum })),
  });
  type Values = z.infer<typeof schema>;
  const confirmed = (authorisations.data ?? []).filter(
    (authorisation) => authorisation.state === 'CONFIRMED',
  );
  const form = useSchemaForm(schema, { eddaID: confirmed[0]?.eddaID ?? '', amount: '' });

  if (switches.WebFundInSuspendDDI) {
    return (
      <Alert color="yellow" title={t('ddi.suspendedDDI')} role="status">
        {t('ddi.suspendedDDIBody')}
      </Alert>
    );
  }
  if (!authorisations.data) return <PageLoader />;
  if (confirmed.length === 0) return <Alert role="status">{t('ddi.needsConfirmed')}</Alert>;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('ddi.debitTitle')}</Title>
      <Form
        form={form}
        aria-label={t('ddi.debitTitle')}
        onSubmit={(values: Values) => {
          const authorisation = confirmed.find((candidate) => candidate.eddaID === values.eddaID)!;
          const body = {
            accountNumber: authorisation.accountNumber,
            currency: 'HKD' as const,
            method: 'EDDA' as const,
            amount: wireAmount(values.amount),
            eddaID: authorisation.eddaID,
          };
          place(body, (placed) => {
            update({ placed });
            void navigate(pathOf('deposit', 'success'));
          });
        }}
      >
        <Stack gap="md">
          <SelectField<Values>
            name="eddaID"
            label={t('ddi.debitAccount')}
            data={confirmed.map((authorisation) => ({
              value: authorisation.eddaID,
              label: `${localized(authorisation.bankName)} ${authorisation.maskedBankAccountNumber} → ${authorisation.accountNumber}`,
            }))}
          />
          <NumericField<Values>
            name="amount"
            label={`${t('common.amount')} (HKD)`}
            description={t('ddi.debitMinimum', { amount: minimum })}
            decimals={MONEY_DECIMALS}
            withAsterisk
          />
          <ActionButtons
            error={post.error}
            cancelLabel={t('common.back')}
            onCancel={() => void navigate(pathOf('deposit', 'ddi_intro'))}
            confirmLabel={t('ddi.debit')}
            pending={post.isPending}
          />
        </Stack>
      </Form>
    </Stack>
  );
}

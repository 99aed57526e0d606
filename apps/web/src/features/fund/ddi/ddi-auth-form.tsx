import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FundSettings } from '@lantau/contract';
import { Form, SelectField, TextField, useSchemaForm } from '../../../shared/form';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { useBanks } from '../api/get-banks';
import { usePostEddaAuthorisation } from '../api/post-edda-authorisation';
import { useFundNavigation } from '../use-fund-navigation';
import { useLocalized } from '../../../shared/i18n';

const required = z.string().trim().min(1, 'fund:common.required');
const schema = z.object({
  accountNumber: required,
  bankCode: required,
  bankAccountNumber: z.string().regex(/^[0-9-]{4,30}$/, 'fund:deposit.accountNumberInvalid'),
  accountHolderName: required.max(120),
  idNumber: z.string().trim().min(4, 'fund:common.required').max(20),
});
type Values = z.infer<typeof schema>;

/**
 * fund/deposit/ddi_auth: the authorisation form. The name and ID number must match the bank's record; the
 * answer says at once whether they did (submitted) or not (invalid).
 */
export function DdiAuthForm({ settings }: { settings: FundSettings }) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('ddi.authTitle'));
  const { pathOf } = useFundNavigation();
  const navigate = useNavigate();
  const localized = useLocalized();
  const banks = useBanks();
  const authorise = usePostEddaAuthorisation();
  // eDDA debits are in HKD: only accounts holding it can be debited into.
  const accounts = settings.accounts.filter((account) => account.currencies.includes('HKD'));
  const form = useSchemaForm(schema, {
    accountNumber: accounts[0]?.accountNumber ?? '',
    bankCode: '',
    bankAccountNumber: '',
    accountHolderName: '',
    idNumber: '',
  });
  if (settings.switches.WebFundInSuspendDDA) {
    return (
      <Alert color="yellow" title={t('ddi.suspendedDDA')} role="status">
        {t('ddi.suspendedDDABody')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('ddi.authTitle')}</Title>
      <Form
        form={form}
        aria-label={t('ddi.authTitle')}
        onSubmit={(values: Values) =>
          authorise.mutate(values, {
            onSuccess: (authorisation) =>
              void navigate(
                pathOf(
                  'deposit',
                  authorisation.state === 'INVALID' ? 'ddi_auth_invalid' : 'ddi_auth_success',
                ),
              ),
          })
        }
      >
        <Stack gap="md">
          <SelectField<Values>
            name="accountNumber"
            label={t('ddi.debitAccount')}
            data={accounts.map((account) => account.accountNumber)}
          />
          <SelectField<Values>
            name="bankCode"
            label={t('ddi.bank')}
            withAsterisk
            data={[
              { value: '', label: t('deposit.payerBankPlaceholder'), disabled: true },
              ...(banks.data ?? [])
                .filter((bank) => bank.edda)
                .map((bank) => ({
                  value: bank.bankCode,
                  label: `${localized(bank.name)} (${bank.bankCode})`,
                })),
            ]}
          />
          <TextField<Values>
            name="bankAccountNumber"
            label={t('ddi.accountNumber')}
            withAsterisk
            inputMode="numeric"
            clean={(typed) => typed.replace(/[^0-9-]/g, '')}
          />
          <TextField<Values>
            name="accountHolderName"
            label={t('ddi.holderName')}
            withAsterisk
            autoComplete="name"
          />
          <TextField<Values>
            name="idNumber"
            label={t('ddi.idNumber')}
            withAsterisk
            clean={(typed) => typed.toUpperCase()}
          />
          <ActionButtons
            error={authorise.error}
            cancelLabel={t('common.back')}
            onCancel={() => void navigate(pathOf('deposit', 'ddi_intro'))}
            confirmLabel={t('common.submit')}
            pending={authorise.isPending}
          />
        </Stack>
      </Form>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Form, NumericField, SelectField, TextField, useSchemaForm } from '../../../shared/form';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBanks } from '../api/get-banks';
import type { PayeeBank } from '@lantau/contract';
import type { DepositOptions } from './deposit-options';
import { MONEY_DECIMALS } from '../flow/amount-rules';
import { SummaryList } from '../flow/summary-list';
import { CertificateField } from './certificate-field';
import type { DepositDetails } from './deposit-draft';
import { depositDetailsSchema, type DepositDetailsValues } from './deposit-schema';
import { useLocalized } from '../../../shared/i18n';

interface DepositDetailsStepProps {
  currency: string;
  /** eDDA debits take no certificate: the broker pulls the money itself. */
  needsCertificate: boolean;
  options: DepositOptions;
  initial?: DepositDetails;
  onBack: () => void;
  onNext: (details: DepositDetails) => void;
}

const empty: DepositDetailsValues = {
  payerBank: '',
  payerAccountName: '',
  payerAccountNumber: '',
  payeeBankID: '',
  amount: '',
  nonRegisteredBank: false,
};

/** The broker's account to pay into, for the client to copy into their bank's transfer. */
function PayeeDetails({ bank }: { bank: PayeeBank }) {
  const { t } = useTranslation('fund');
  const rows = [
    { label: t('deposit.payeeAccountName'), value: bank.accountName },
    { label: t('deposit.payeeAccountNumber'), value: bank.accountNumber },
    ...(bank.fpsID ? [{ label: t('deposit.fpsId'), value: bank.fpsID }] : []),
  ];
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} mb={4}>
        {t('deposit.payeeDetails')}
      </Text>
      <SummaryList rows={rows} label={t('deposit.payeeDetails')} />
    </Paper>
  );
}

/**
 * fund/deposit/form_submission: who pays (bank, name, account), into which of the broker's accounts, how much
 * (not below the minimum), the transfer certificate, and (where the broker allows it) the unregistered-bank flag.
 */
export function DepositDetailsStep(props: DepositDetailsStepProps) {
  const { currency, needsCertificate, options, initial, onBack, onNext } = props;
  const { t } = useTranslation('fund');
  useDocumentTitle(t('deposit.detailsTitle'));
  const localized = useLocalized();
  const banks = useBanks();
  const form = useSchemaForm(
    () => depositDetailsSchema(() => ({ min: options.minimum })),
    initial ? { ...empty, ...initial } : { ...empty, payeeBankID: options.payeeBanks[0]?.payeeBankID ?? '' },
  );
  const [certificate, setCertificate] = useState(initial?.certificate);
  const [submitted, setSubmitted] = useState(false);
  const payeeBankID = useWatch({ control: form.control, name: 'payeeBankID' });
  const payee = options.payeeBanks.find((bank) => bank.payeeBankID === payeeBankID);

  if (options.payeeBanks.length === 0) {
    return (
      <Alert color="red" role="alert">
        {t('deposit.payeeUnavailable')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('deposit.detailsTitle')}</Title>
      <Form
        form={form}
        aria-label={t('deposit.detailsTitle')}
        onSubmit={(values) => {
          if (needsCertificate && !certificate) return setSubmitted(true);
          onNext({ ...values, ...(needsCertificate && { certificate }) });
        }}
      >
        <Stack gap="md">
          <SelectField<DepositDetailsValues>
            name="payerBank"
            label={t('deposit.payerBank')}
            withAsterisk
            data={[
              { value: '', label: t('deposit.payerBankPlaceholder'), disabled: true },
              ...(banks.data ?? []).map((bank) => ({
                value: bank.bankCode,
                label: `${localized(bank.name)} (${bank.bankCode})`,
              })),
            ]}
          />
          <TextField<DepositDetailsValues>
            name="payerAccountName"
            label={t('deposit.payerAccountName')}
            withAsterisk
            autoComplete="name"
          />
          <TextField<DepositDetailsValues>
            name="payerAccountNumber"
            label={t('deposit.payerAccountNumber')}
            withAsterisk
            inputMode="numeric"
            clean={(typed) => typed.replace(/[^0-9-]/g, '')}
          />
          <SelectField<DepositDetailsValues>
            name="payeeBankID"
            label={t('deposit.payeeBank')}
            withAsterisk
            data={options.payeeBanks.map((bank) => ({
              value: bank.payeeBankID,
              label: localized(bank.bankName),
            }))}
          />
          {payee && <PayeeDetails bank={payee} />}
          <NumericField<DepositDetailsValues>
            name="amount"
            label={`${t('common.amount')} (${currency})`}
            description={
              options.minimum ? t('deposit.minimum', { amount: options.minimum, currency }) : undefined
            }
            decimals={MONEY_DECIMALS}
            withAsterisk
          />
          {options.allowNonRegisteredBank && (
            <Checkbox
              label={t('deposit.nonRegisteredBank')}
              description={t('deposit.nonRegisteredBankHint')}
              {...form.register('nonRegisteredBank')}
            />
          )}
          {needsCertificate && (
            <CertificateField value={certificate} onChange={setCertificate} missing={submitted} />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onBack}>
              {t('common.back')}
            </Button>
            <Button type="submit" onClick={() => setSubmitted(true)}>
              {t('common.next')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

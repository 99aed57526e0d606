import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Decimal from 'decimal.js';
import { formatAmount } from '@lantau/domain';
import type { CurrencyCode, FundRequest, FundSettings } from '@lantau/contract';
import { Form, NumericField, SelectField, useSchemaForm } from '../../../shared/form';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { useWithdrawable } from '../api/get-withdrawable';
import { usePostWithdrawal } from '../api/post-withdrawal';
import type { WithdrawalCodeSent } from '../api/post-withdrawal-code';
import { amountField, amountProblem, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { LoadingOrRetry } from '../flow/flow-pages';
import { FeeUnavailable } from '../flow/fee-unavailable';
import { SummaryList } from '../flow/summary-list';
import { useKeyedPlacement } from '../flow/use-submission';
import { SmsCodeField } from './sms-code-field';
import { useLocalized } from '../../../shared/i18n';

interface WithdrawalFormProps {
  accountNumber: string;
  currency: CurrencyCode;
  settings: FundSettings;
  onBack: () => void;
  onPlaced: (request: FundRequest) => void;
}

const required = z.string().min(1, 'fund:common.required');

/**
 * fund/withdrawal/form_submission: the withdrawable amount (settled cash less holds), a receiving bank account
 * registered in the client's own name, the handling fee, what arrives, and the SMS code that signs it.
 */
export function WithdrawalForm({ accountNumber, currency, settings, onBack, onPlaced }: WithdrawalFormProps) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('withdrawal.title'));
  const localized = useLocalized();
  const withdrawable = useWithdrawable(accountNumber, currency);
  const post = usePostWithdrawal();
  const place = useKeyedPlacement(post);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<WithdrawalCodeSent>();
  const [codeMissing, setCodeMissing] = useState(false);
  const [feeAccepted, setFeeAccepted] = useState(false);
  const banks = settings.registeredBankAccounts.filter((bank) => bank.currencies.includes(currency));
  const schema = z.object({
    bankAccountID: required,
    amount: amountField(() => ({ max: withdrawable.data?.maxAmount })),
  });
  type Values = z.infer<typeof schema>;
  const form = useSchemaForm(schema, { bankAccountID: banks[0]?.bankAccountID ?? '', amount: '' });
  const amount = form.watch('amount');

  if (withdrawable.isError || !withdrawable.data) return <LoadingOrRetry query={withdrawable} />;
  const { fee, maxAmount } = withdrawable.data;
  if (banks.length === 0) {
    return <Alert role="status">{t('withdrawal.noBankAccounts', { currency })}</Alert>;
  }
  if (fee === null && !feeAccepted) {
    return (
      <FeeUnavailable
        message={t('withdrawal.feeUnavailable')}
        onContinue={() => setFeeAccepted(true)}
        onCancel={onBack}
      />
    );
  }
  const typed = amount && !amountProblem(amount) ? new Decimal(amount) : undefined;
  const rows = [
    {
      label: t('withdrawal.withdrawable'),
      value: `${formatAmount(withdrawable.data.withdrawable, 2)} ${currency}`,
    },
    { label: t('withdrawal.fee'), value: fee === null ? '—' : `${formatAmount(fee, 2)} ${currency}` },
    ...(typed
      ? [
          { label: t('withdrawal.youReceive'), value: `${formatAmount(typed.toFixed(2), 2)} ${currency}` },
          {
            label: t('withdrawal.totalDeducted'),
            value: `${formatAmount(typed.plus(fee ?? 0).toFixed(2), 2)} ${currency}`,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('withdrawal.title')}</Title>
      <SummaryList rows={rows} label={t('withdrawal.withdrawable')} />
      <Text size="sm" c="dimmed">
        {t('withdrawal.withdrawableHint')}
      </Text>
      <Form
        form={form}
        aria-label={t('withdrawal.title')}
        onSubmit={(values: Values) => {
          if (!sent || code.length !== sent.otpLength) return setCodeMissing(true);
          const body = {
            accountNumber,
            currency,
            amount: wireAmount(values.amount),
            bankAccountID: values.bankAccountID,
            codeID: sent.codeID,
            smsCode: code,
          };
          place(body, onPlaced);
        }}
      >
        <Stack gap="md">
          <SelectField<Values>
            name="bankAccountID"
            label={t('withdrawal.receivingBank')}
            data={banks.map((bank) => ({
              value: bank.bankAccountID,
              label: `${localized(bank.bankName)} ${bank.maskedAccountNumber} (${bank.accountName})`,
            }))}
          />
          <NumericField<Values>
            name="amount"
            label={`${t('common.amount')} (${currency})`}
            description={t('withdrawal.maxAmount', { amount: formatAmount(maxAmount, 2), currency })}
            decimals={MONEY_DECIMALS}
            withAsterisk
          />
          <SmsCodeField
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeMissing(false);
            }}
            onSent={setSent}
            error={codeMissing ? t('withdrawal.codeRequired') : undefined}
          />
          <ActionButtons
            error={post.error}
            cancelLabel={t('common.back')}
            onCancel={onBack}
            confirmLabel={t('common.submit')}
            pending={post.isPending}
          />
        </Stack>
      </Form>
    </Stack>
  );
}

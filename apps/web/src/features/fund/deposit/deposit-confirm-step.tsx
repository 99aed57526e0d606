import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@lantau/domain';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useBanks } from '../api/get-banks';
import type { DepositOptions } from './deposit-options';
import { SummaryList } from '../flow/summary-list';
import { useFundNavigation } from '../use-fund-navigation';
import { fileSize } from './certificate-field';
import type { DepositDraft, DepositDetails } from './deposit-draft';
import { useLocalized } from '../../../shared/i18n';

interface DepositConfirmStepProps {
  draft: Required<Pick<DepositDraft, 'accountNumber' | 'currency' | 'method'>> & { details: DepositDetails };
  options: DepositOptions;
  submitting: boolean;
  error: unknown;
  onBack: () => void;
  onSubmit: () => void;
}

/** fund/deposit/confirmation: everything the request will say, the agreement ticked, then submit. */
export function DepositConfirmStep({
  draft,
  options,
  submitting,
  error,
  onBack,
  onSubmit,
}: DepositConfirmStepProps) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('deposit.confirmTitle'));
  const { pathOf } = useFundNavigation();
  const localized = useLocalized();
  const banks = useBanks();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const { details } = draft;
  const payerBank = banks.data?.find((bank) => bank.bankCode === details.payerBank);
  const payee = options.payeeBanks.find((bank) => bank.payeeBankID === details.payeeBankID);
  const rows = [
    { label: t('common.account'), value: draft.accountNumber },
    { label: t('deposit.methodTitle'), value: t(`deposit.methods.${draft.method as 'FPS'}`) },
    { label: t('common.amount'), value: `${formatAmount(details.amount, 2)} ${draft.currency}` },
    { label: t('deposit.payerBank'), value: payerBank ? localized(payerBank.name) : details.payerBank },
    { label: t('deposit.payerAccountName'), value: details.payerAccountName },
    { label: t('deposit.payerAccountNumber'), value: details.payerAccountNumber },
    {
      label: t('deposit.payeeBank'),
      value: payee ? `${localized(payee.bankName)} ${payee.accountNumber}` : '',
    },
    ...(details.certificate
      ? [
          {
            label: t('deposit.certificate'),
            value: `${details.certificate.name} (${fileSize(details.certificate.size)})`,
          },
        ]
      : []),
    ...(details.nonRegisteredBank ? [{ label: t('deposit.nonRegisteredBank'), value: '✓' }] : []),
  ];
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('deposit.confirmTitle')}</Title>
      <Text c="dimmed">{t('deposit.confirmHint')}</Text>
      <SummaryList rows={rows} label={t('deposit.confirmTitle')} />
      <Checkbox
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
        label={t('deposit.agree')}
        error={tried && !agreed ? t('deposit.agreeRequired') : undefined}
      />
      <Anchor component={Link} to={pathOf('deposit', 'agreement')} size="sm">
        {t('deposit.agreementLink')}
      </Anchor>
      <MutationError error={error} />
      <Group gap="sm">
        <Button variant="default" onClick={onBack} disabled={submitting}>
          {t('common.back')}
        </Button>
        <Button
          loading={submitting}
          onClick={() => {
            setTried(true);
            if (agreed) onSubmit();
          }}
        >
          {t('common.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

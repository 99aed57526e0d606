import { useState } from 'react';
import { Alert, Button, NativeSelect, Input, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { formatAmount } from '@lantau/domain';
import type { CurrencyCode, FundRequest, FundSettings, TransferDirection } from '@lantau/contract';
import { Form, NumericField, useSchemaForm } from '../../../shared/form';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useCryptoAccounts } from '../api/get-crypto-accounts';
import { useWithdrawable } from '../api/get-withdrawable';
import { usePostTransfer } from '../api/post-transfer';
import { amountField, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { SummaryList } from '../flow/summary-list';
import { useKeyedPlacement } from '../flow/use-submission';

interface TransferFormProps {
  settings: FundSettings;
  onPlaced: (request: FundRequest) => void;
}

/** The smaller of what the paying side has and the per-transfer limit, when both are known. */
function transferMax(available: string | undefined, perTransfer: string | undefined): string | undefined {
  if (available === undefined) return perTransfer;
  if (perTransfer === undefined) return available;
  return Decimal.min(available, perTransfer).toFixed(2);
}

/**
 * fund/transfer: cash between a stock account and its crypto account, in a currency with transfer limits, not
 * above what the paying side has nor the per-transfer limit.
 */
export function TransferForm({ settings, onPlaced }: TransferFormProps) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('transfer.title'));
  const paired = settings.accounts.filter((account) => account.cryptoAccountNumber !== null);
  const [accountNumber, setAccountNumber] = useState(paired[0]?.accountNumber ?? '');
  const account = paired.find((candidate) => candidate.accountNumber === accountNumber);
  const currencies = settings.transferLimits
    .map((limit) => limit.currency)
    .filter((currency) => account?.currencies.includes(currency));
  const [currency, setCurrency] = useState<CurrencyCode | undefined>(currencies[0]);
  const [direction, setDirection] = useState<TransferDirection>('TO_CRYPTO');
  const stock = useWithdrawable(accountNumber, currency);
  const crypto = useCryptoAccounts();
  const post = usePostTransfer();
  const place = useKeyedPlacement(post);
  const limit = settings.transferLimits.find((candidate) => candidate.currency === currency);
  const cryptoCash = crypto.data
    ?.find((candidate) => candidate.cryptoAccountNumber === account?.cryptoAccountNumber)
    ?.cash.find((cash) => cash.currency === currency);
  const available = direction === 'TO_CRYPTO' ? stock.data?.withdrawable : (cryptoCash?.available ?? '0');
  const max = transferMax(available, limit?.perTransfer);
  const form = useSchemaForm(z.object({ amount: amountField(() => ({ max })) }), { amount: '' });

  if (!account) return <Alert role="status">{t('transfer.noCrypto')}</Alert>;
  const directionLabel = t('transfer.direction');

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('transfer.title')}</Title>
      <Text>{t('transfer.intro')}</Text>
      <Form
        form={form}
        aria-label={t('transfer.title')}
        onSubmit={(values) => {
          if (currency)
            place({ accountNumber, direction, currency, amount: wireAmount(values.amount) }, onPlaced);
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('common.account')}
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.currentTarget.value)}
            data={paired.map((candidate) => ({
              value: candidate.accountNumber,
              label: `${candidate.accountNumber} ⇄ ${candidate.cryptoAccountNumber}`,
            }))}
          />
          <Input.Wrapper label={directionLabel} labelElement="div">
            <SegmentedChoice<TransferDirection>
              fullWidth
              label={directionLabel}
              value={direction}
              onChange={setDirection}
              options={[
                { value: 'TO_CRYPTO', label: t('transfer.toCrypto') },
                { value: 'FROM_CRYPTO', label: t('transfer.toStock') },
              ]}
            />
          </Input.Wrapper>
          <NativeSelect
            label={t('common.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value as CurrencyCode)}
            data={currencies}
          />
          {currency && (
            <SummaryList
              label={t('transfer.available')}
              rows={[
                {
                  label: t('transfer.available'),
                  value: available ? `${formatAmount(available, 2)} ${currency}` : '—',
                },
                ...(limit
                  ? [
                      {
                        label: t('transfer.limitLabel'),
                        value: `${formatAmount(limit.perTransfer, 2)} ${currency}`,
                      },
                    ]
                  : []),
              ]}
            />
          )}
          <NumericField
            name="amount"
            label={`${t('common.amount')} (${currency ?? ''})`}
            decimals={MONEY_DECIMALS}
            withAsterisk
          />
          <MutationError error={post.error} />
          <Button type="submit" loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('common.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}

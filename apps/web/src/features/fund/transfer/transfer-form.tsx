import { useState } from 'react';
import {
  Alert,
  Button,
  NativeSelect,
  SegmentedControl,
  Input,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { formatAmount, sanitizeNumericInput } from '@lantau/domain';
import type { CurrencyCode, FundRequest, FundSettings, TransferDirection } from '@lantau/contract';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useCryptoAccounts } from '../api/get-crypto-accounts';
import { useWithdrawable } from '../api/get-withdrawable';
import { usePostTransfer } from '../api/post-transfer';
import { amountProblem, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { SummaryList } from '../flow/summary-list';
import { useSubmissionKey } from '../flow/use-submission';

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
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const stock = useWithdrawable(accountNumber, currency);
  const crypto = useCryptoAccounts();
  const post = usePostTransfer();
  const key = useSubmissionKey();

  if (!account) return <Alert role="status">{t('transfer.noCrypto')}</Alert>;
  const limit = settings.transferLimits.find((candidate) => candidate.currency === currency);
  const cryptoCash = crypto.data
    ?.find((candidate) => candidate.cryptoAccountNumber === account.cryptoAccountNumber)
    ?.cash.find((cash) => cash.currency === currency);
  const available = direction === 'TO_CRYPTO' ? stock.data?.withdrawable : (cryptoCash?.available ?? '0');
  const max = transferMax(available, limit?.perTransfer);
  const problem = amountProblem(amount, { max });
  const directionLabel = t('transfer.direction');

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('transfer.title')}</Title>
      <Text>{t('transfer.intro')}</Text>
      <form
        aria-label={t('transfer.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!currency || problem) return;
          const body = { accountNumber, direction, currency, amount: wireAmount(amount) };
          post.mutate(
            { body, idempotencyKey: key.for(body) },
            {
              onSuccess: (placed) => {
                key.settled();
                onPlaced(placed);
              },
              onError: (error) => key.settled(error),
            },
          );
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
            <SegmentedControl
              fullWidth
              aria-label={directionLabel}
              value={direction}
              onChange={(value) => setDirection(value as TransferDirection)}
              data={[
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
          <TextInput
            label={`${t('common.amount')} (${currency ?? ''})`}
            value={amount}
            onChange={(event) =>
              setAmount(sanitizeNumericInput(event.currentTarget.value, { decimals: MONEY_DECIMALS }))
            }
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            error={tried && problem ? t(`common.amountProblem.${problem}`) : undefined}
          />
          <MutationError error={post.error} />
          <Button type="submit" loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('common.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

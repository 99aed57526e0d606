import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatAmount, sanitizeNumericInput } from '@lantau/domain';
import type { CurrencyCode, FundRequest, FundSettings } from '@lantau/contract';
import { isApiError } from '../../../shared/api';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useExchangeQuote } from '../api/get-exchange-quote';
import { usePostExchange } from '../api/post-exchange';
import { amountProblem, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { FeeUnavailable } from '../flow/fee-unavailable';
import { SummaryList } from '../flow/summary-list';
import { useSubmissionKey } from '../flow/use-submission';

interface ExchangeFormProps {
  settings: FundSettings;
  onPlaced: (request: FundRequest) => void;
}

const QUOTE_DEBOUNCE_MS = 400;

/**
 * fund/exchange: sell one currency of an account for another at the reference rate. Shows the rate, the fee,
 * the exchangeable amount and what the amount buys; an account of one currency cannot exchange, and a missing
 * rate or fee says so (spec section 8).
 */
export function ExchangeForm({ settings, onPlaced }: ExchangeFormProps) {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('exchange.title'));
  const [accountNumber, setAccountNumber] = useState(settings.accounts[0]?.accountNumber ?? '');
  const account = settings.accounts.find((candidate) => candidate.accountNumber === accountNumber);
  const currencies = account?.currencies ?? [];
  const [from, setFrom] = useState<CurrencyCode | undefined>(currencies[0]);
  const [to, setTo] = useState<CurrencyCode | undefined>(currencies[1]);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [feeAccepted, setFeeAccepted] = useState(false);
  const [debounced] = useDebouncedValue(amount, QUOTE_DEBOUNCE_MS);
  const pair = from && to && from !== to ? { accountNumber, from, to } : undefined;
  const quote = useExchangeQuote(
    pair && { ...pair, ...(amountProblem(debounced) ? {} : { amount: wireAmount(debounced) }) },
  );
  const post = usePostExchange();
  const key = useSubmissionKey();
  const problem = amountProblem(amount, { max: quote.data?.exchangeable });
  const quoteCode = isApiError(quote.error) ? quote.error.code : undefined;

  const chooseAccount = (next: string) => {
    setAccountNumber(next);
    const held = settings.accounts.find((candidate) => candidate.accountNumber === next)?.currencies ?? [];
    setFrom(held[0]);
    setTo(held[1]);
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('exchange.title')}</Title>
      <Text>{t('exchange.intro')}</Text>
      <NativeSelect
        label={t('common.account')}
        value={accountNumber}
        onChange={(event) => chooseAccount(event.currentTarget.value)}
        data={settings.accounts.map((candidate) => ({
          value: candidate.accountNumber,
          label: candidate.accountNumber,
        }))}
      />
      {currencies.length < 2 ? (
        <Alert role="status">{t('exchange.oneCurrency')}</Alert>
      ) : (
        <form
          aria-label={t('exchange.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!pair || problem) return;
            const body = { ...pair, amount: wireAmount(amount) };
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
            <SimpleGrid cols={2}>
              <NativeSelect
                label={t('exchange.from')}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value as CurrencyCode)}
                data={currencies}
              />
              <NativeSelect
                label={t('exchange.to')}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value as CurrencyCode)}
                data={currencies}
                error={from === to ? t('exchange.sameCurrency') : undefined}
              />
            </SimpleGrid>
            {quoteCode === 'E7015' && (
              <Alert color="yellow" role="alert">
                {t('exchange.rateUnavailable')}
              </Alert>
            )}
            {quoteCode === 'E7016' && <Alert role="status">{t('exchange.oneCurrency')}</Alert>}
            {quoteCode === 'E7014' && !feeAccepted && (
              <FeeUnavailable
                message={t('exchange.feeUnavailable')}
                onContinue={() => setFeeAccepted(true)}
                onCancel={() => setAmount('')}
              />
            )}
            {quote.data && pair && (
              <SummaryList
                label={t('exchange.rate')}
                rows={[
                  {
                    label: t('exchange.rate'),
                    value: t('exchange.rateValue', { from: pair.from, to: pair.to, rate: quote.data.rate }),
                  },
                  { label: t('exchange.fee'), value: `${formatAmount(quote.data.fee, 2)} ${pair.from}` },
                  {
                    label: t('exchange.exchangeable'),
                    value: `${formatAmount(quote.data.exchangeable, 2)} ${pair.from}`,
                  },
                  ...(quote.data.toAmount && !amountProblem(amount)
                    ? [
                        {
                          label: t('exchange.youReceive'),
                          value: `${formatAmount(quote.data.toAmount, 2)} ${pair.to}`,
                        },
                      ]
                    : []),
                ]}
              />
            )}
            <TextInput
              label={`${t('exchange.from')} (${from ?? ''})`}
              value={amount}
              onChange={(event) =>
                setAmount(sanitizeNumericInput(event.currentTarget.value, { decimals: MONEY_DECIMALS }))
              }
              inputMode="decimal"
              autoComplete="off"
              withAsterisk
              description={t('exchange.rateNote')}
              error={tried && problem ? t(`common.amountProblem.${problem}`) : undefined}
            />
            <MutationError error={post.error} />
            <Group gap="sm">
              <Button type="submit" loading={post.isPending} disabled={!pair || quoteCode === 'E7015'}>
                {t('exchange.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

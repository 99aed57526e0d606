import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatAmount } from '@lantau/domain';
import type { CurrencyCode, FundRequest, FundSettings } from '@lantau/contract';
import { isApiError } from '../../../shared/api';
import { Form, NumericField, useSchemaForm } from '../../../shared/form';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useExchangeQuote } from '../api/get-exchange-quote';
import { usePostExchange } from '../api/post-exchange';
import { amountField, amountProblem, MONEY_DECIMALS, wireAmount } from '../flow/amount-rules';
import { FeeUnavailable } from '../flow/fee-unavailable';
import { SummaryList } from '../flow/summary-list';
import { useKeyedPlacement } from '../flow/use-submission';

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
  const [feeAccepted, setFeeAccepted] = useState(false);
  // The limit is the quote's exchangeable amount, and the quote waits for the amount: the last one is kept here.
  const [exchangeable, setExchangeable] = useState<string>();
  const form = useSchemaForm(z.object({ amount: amountField(() => ({ max: exchangeable })) }), {
    amount: '',
  });
  const amount = form.watch('amount');
  const [debounced] = useDebouncedValue(amount, QUOTE_DEBOUNCE_MS);
  const pair = from && to && from !== to ? { accountNumber, from, to } : undefined;
  const quote = useExchangeQuote(
    pair && { ...pair, ...(amountProblem(debounced) ? {} : { amount: wireAmount(debounced) }) },
  );
  if (quote.data?.exchangeable !== exchangeable) setExchangeable(quote.data?.exchangeable);
  const post = usePostExchange();
  const place = useKeyedPlacement(post);
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
        <Form
          form={form}
          aria-label={t('exchange.title')}
          onSubmit={(values) => {
            if (pair) place({ ...pair, amount: wireAmount(values.amount) }, onPlaced);
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
                onCancel={() => form.setValue('amount', '')}
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
            <NumericField
              name="amount"
              label={`${t('exchange.from')} (${from ?? ''})`}
              decimals={MONEY_DECIMALS}
              withAsterisk
              description={t('exchange.rateNote')}
            />
            <MutationError error={post.error} />
            <Group gap="sm">
              <Button type="submit" loading={post.isPending} disabled={!pair || quoteCode === 'E7015'}>
                {t('exchange.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

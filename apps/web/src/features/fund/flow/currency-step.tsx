import { useState, type ReactNode } from 'react';
import { Alert, Button, NativeSelect, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account, CurrencyCode } from '@lantau/contract';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { accountLabel, useAccounts } from '../../account';
import { FlowStepPage } from './flow-pages';

export interface CurrencyChoice {
  accountNumber: string;
  currency: CurrencyCode;
}

interface CurrencyStepProps {
  /** The flow this step starts: its title and introduction, and where the progress stands. */
  flow: 'deposit' | 'withdrawal';
  /** The currencies this flow can use for the account (default: those it holds). */
  currenciesOf?: (account: Account) => readonly CurrencyCode[];
  /** What was chosen before (coming back to the step); the first account and currency otherwise. */
  initial: Partial<CurrencyChoice>;
  onNext: (choice: CurrencyChoice) => void;
  /** Shown below the choice: links to the agreement, the FAQ, eDDA. */
  children?: ReactNode;
}

/** The first step of a fund flow, on its step page: the account, then the currency of the money to move. */
export function CurrencyStep({ flow, ...props }: CurrencyStepProps) {
  return (
    <FlowStepPage flow={flow} step="currency">
      <CurrencyChoiceForm flow={flow} {...props} />
    </FlowStepPage>
  );
}

function CurrencyChoiceForm({ flow, currenciesOf, initial, onNext, children }: CurrencyStepProps) {
  const { t } = useTranslation('fund');
  const title = t(`${flow}.title`);
  useDocumentTitle(title);
  const accounts = useAccounts();
  const [accountNumber, setAccountNumber] = useState(initial.accountNumber);
  const [currency, setCurrency] = useState<string | undefined>(initial.currency);
  if (accounts.isError) {
    return <RetryAlert title={t('common.loadFailed')} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data) return <PageLoader />;
  const account = accounts.data.find((a) => a.accountNumber === accountNumber) ?? accounts.data[0];
  if (!account) return <Alert role="status">{t('common.noAccounts')}</Alert>;
  const currencies = currenciesOf ? currenciesOf(account) : account.currencies;
  const chosen = currencies.find((code) => code === currency) ?? currencies[0];
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Text>{t(`${flow}.intro`)}</Text>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onNext({ accountNumber: account.accountNumber, currency: chosen });
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t('common.account')}
            value={account.accountNumber}
            onChange={(event) => setAccountNumber(event.currentTarget.value)}
            data={accounts.data.map((a) => ({ value: a.accountNumber, label: accountLabel(a) }))}
          />
          {currencies.length === 0 ? (
            <Alert role="status">{t('common.noCurrency')}</Alert>
          ) : (
            <Radio.Group label={t('common.currency')} value={chosen} onChange={setCurrency}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
                {currencies.map((code) => (
                  <Radio.Card key={code} value={code} p="sm" radius="md" withBorder>
                    <Radio.Indicator aria-hidden="true" size="xs" mb={4} />
                    <Text fw={600}>{code}</Text>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          <Button type="submit" disabled={!chosen} style={{ alignSelf: 'flex-start' }}>
            {t('common.next')}
          </Button>
        </Stack>
      </form>
      {children}
    </Stack>
  );
}

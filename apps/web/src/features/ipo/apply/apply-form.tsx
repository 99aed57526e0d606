import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account, Ipo } from '@lantau/contract';
import { formatAmount, formatHongKongTime } from '@lantau/domain';
import {
  CheckboxField,
  ChoiceField,
  Form,
  NumericField,
  SelectField,
  useSchemaForm,
} from '../../../shared/form';
import { useLanguage } from '../../../shared/i18n';
import { localName } from '../../../shared/market-data';
import { DetailList } from '../../../shared/ui/detail-list';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ratioPercent } from '../ipo-format';
import { useIpoNavigation } from '../use-ipo-navigation';
import {
  accountsFor,
  applyFigures,
  applySchema,
  cutoffOf,
  initialValues,
  LOAN_PERCENT_DECIMALS,
  loanProblems,
  openTypes,
  type ApplyValues,
} from './apply-model';

interface ApplyFormProps {
  ipo: Ipo;
  accounts: readonly Account[];
  /** What the client chose before going back from the confirmation. */
  draft: ApplyValues | undefined;
  onReview: (values: ApplyValues) => void;
}

/**
 * ipo/apply/form_submission: the account (one holding the currency), a quantity of the prospectus
 * table with its amount, cash or financed with the loan ratio, and the terms. The figures and the loan checks
 * follow what is typed (the domain's rules, the server's too); Review leads to the confirmation.
 */
export function ApplyForm({ ipo, accounts, draft, onReview }: ApplyFormProps) {
  const { t } = useTranslation(['ipo', 'errors']);
  const { language } = useLanguage();
  const { pathOf } = useIpoNavigation();
  const name = localName(ipo.name, language);
  useDocumentTitle(t('apply.formTitle'));
  const form = useSchemaForm<ApplyValues>(
    () => applySchema(ipo, accounts),
    draft ?? initialValues(ipo, accounts),
  );
  const values = useWatch({ control: form.control }) as ApplyValues;
  const figures = applyFigures(ipo, values);
  const financed = values.type === 'FINANCED';
  const problems = financed ? loanProblems(ipo, values) : [];
  const types = openTypes(ipo);
  const account = accounts.find((candidate) => candidate.accountNumber === values.accountNumber);
  const currencyRefused = account !== undefined && !account.currencies.includes(ipo.currency);
  const money = (amount: { toFixed: (decimals: number) => string }) =>
    `${formatAmount(amount.toFixed(2))} ${ipo.currency}`;

  if (types.length === 0) {
    return (
      <Alert color="gray" role="status" title={t('apply.closedTitle')}>
        {t('apply.closedBody')}{' '}
        <Anchor component={Link} to={pathOf('info')}>
          {t('apply.toCalendar')}
        </Anchor>
      </Alert>
    );
  }
  if (accountsFor(ipo, accounts).length === 0) {
    return (
      <Alert color="yellow" role="alert" title={t('apply.formTitle')}>
        {t('errors:ipoCurrencyNotSupported', { currency: ipo.currency })}
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('apply.formTitle')}</Title>
      <Text fw={600}>
        {ipo.stockCode} {name}
      </Text>
      <Form form={form} aria-label={t('apply.formTitle')} onSubmit={onReview}>
        <Stack gap="md">
          <SelectField<ApplyValues>
            name="accountNumber"
            label={t('apply.account')}
            data={accounts.map((candidate) => ({
              value: candidate.accountNumber,
              label: candidate.nickname
                ? `${candidate.accountNumber} (${candidate.nickname})`
                : candidate.accountNumber,
            }))}
            withAsterisk
          />
          {currencyRefused && (
            <Alert color="yellow" role="alert">
              {t('errors:ipoCurrencyNotSupported', { currency: ipo.currency })}
            </Alert>
          )}
          <SelectField<ApplyValues>
            name="quantity"
            label={t('apply.quantity')}
            description={t('apply.quantityHint', { lot: formatAmount(ipo.lotSize, 0) })}
            data={ipo.quantityTable.map((row) => ({
              value: String(row.quantity),
              label: t('apply.quantityRow', {
                quantity: formatAmount(row.quantity, 0),
                amount: formatAmount(row.amount),
                currency: ipo.currency,
              }),
            }))}
            withAsterisk
          />
          <ChoiceField<ApplyValues>
            name="type"
            label={t('apply.type')}
            options={types.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          />
          {financed && ipo.financing && (
            <NumericField<ApplyValues>
              name="loanPercent"
              label={t('apply.loanPercent')}
              description={t('apply.loanHint', {
                max: ratioPercent(ipo.financing.maxRatio),
                min: formatAmount(ipo.financing.minLoan),
                maxLoan: formatAmount(ipo.financing.maxLoan),
                currency: ipo.currency,
              })}
              decimals={LOAN_PERCENT_DECIMALS}
              rightSection="%"
              withAsterisk
            />
          )}
          {problems.length > 0 && (
            // The loan checks as the client types, all of them at once, in words (not only the first as a tip).
            <Alert color="yellow" role="status" aria-live="polite" title={t('apply.loanRefused')}>
              <Stack gap={2}>
                {problems.map((problem) => (
                  <Text key={problem} size="sm">
                    {t(`apply.problems.loan.${problem}`)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {figures && (
            <section aria-label={t('apply.figures')} aria-live="polite">
              <DetailList
                rows={[
                  [t('figures.amount'), money(figures.amount)],
                  [t('figures.handlingFee'), money(figures.handlingFee)],
                  ...(financed
                    ? ([
                        [t('figures.loan'), money(figures.loanAmount)],
                        [t('figures.interest'), money(figures.interest)],
                        [t('figures.ownPart'), money(figures.ownPart)],
                      ] as const)
                    : []),
                  [t('figures.totalDue'), money(figures.totalDue)],
                ]}
              />
            </section>
          )}
          <Text size="sm" c="dimmed">
            {t('apply.cutoff', { time: formatHongKongTime(cutoffOf(ipo, values.type), language) })}
          </Text>
          <CheckboxField<ApplyValues>
            name="termsAgreed"
            label={financed ? t('apply.termsFinanced') : t('apply.terms')}
          />
          <Group gap="sm">
            <Button component={Link} to={pathOf('apply')} variant="default">
              {t('apply.back')}
            </Button>
            <Button type="submit">{t('apply.review')}</Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

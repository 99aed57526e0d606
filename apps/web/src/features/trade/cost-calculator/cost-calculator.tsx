import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '@lantau/domain';
import type { Quote } from '@lantau/contract';
import {
  ChoiceField,
  Form,
  NumericField,
  PriceStepperField,
  QuantityStepperField,
  useSchemaForm,
} from '../../../shared/form';
import {
  priceDecimalsFor,
  spreadTableOf,
  useQuoteSelector,
  type Instrument,
} from '../../../shared/market-data';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useFeeSchedule } from '../api/fee-schedule';
import { calculateCost, type CostInput } from './cost-calculation';

const schema = z.object({
  side: z.enum(['BUY', 'SELL']),
  mode: z.enum(['amount', 'quantity']),
  price: z.string(),
  amount: z.string(),
  quantity: z.string(),
});
type CalculatorValues = z.infer<typeof schema>;

const whole = (quote: Quote | undefined) => quote;

/** Amount or quantity to lots, fees and total, with the broker's fee schedule for the market. */
export function CostCalculator({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('trade');
  const quote = useQuoteSelector(instrument, whole);
  const schedule = useFeeSchedule(instrument.market);
  if (schedule.isPending || !quote) return <PageLoader />;
  if (schedule.isError)
    return <RetryAlert title={t('fees.unavailable')} onRetry={() => void schedule.refetch()} />;
  return <CalculatorForm quote={quote} schedule={schedule.data} />;
}

function CalculatorForm({ quote, schedule }: { quote: Quote; schedule: CostInput['schedule'] }) {
  const { t } = useTranslation('trade');
  const form = useSchemaForm<CalculatorValues>(schema, {
    side: 'BUY',
    mode: 'amount',
    price: quote.nominal ?? '',
    amount: '',
    quantity: String(quote.lotSize),
  });
  const values = useWatch({ control: form.control }) as CalculatorValues;
  const outcome = calculateCost({
    ...values,
    lotSize: quote.lotSize,
    instrumentType: quote.instrumentType,
    schedule,
  });
  const money = (value: string) => `${schedule.currency} ${formatMoney(value, schedule.currency)}`;
  return (
    <Form form={form} onSubmit={() => undefined} aria-label={t('calculator.title')}>
      <Stack gap="sm">
        <ChoiceField<CalculatorValues>
          name="side"
          label={t('ticket.side')}
          options={(['BUY', 'SELL'] as const).map((side) => ({ value: side, label: t(`side.${side}`) }))}
        />
        <ChoiceField<CalculatorValues>
          name="mode"
          label={t('calculator.mode')}
          options={[
            { value: 'amount', label: t('calculator.byAmount') },
            { value: 'quantity', label: t('calculator.byQuantity') },
          ]}
        />
        <PriceStepperField<CalculatorValues>
          name="price"
          label={t('ticket.price')}
          table={spreadTableOf(quote.spreadTableID)}
          decimals={priceDecimalsFor(quote.spreadTableID)}
          startPrice={quote.nominal ?? undefined}
        />
        {values.mode === 'amount' ? (
          <NumericField<CalculatorValues>
            name="amount"
            label={t('calculator.amount', { currency: schedule.currency })}
            decimals={2}
          />
        ) : (
          <QuantityStepperField<CalculatorValues>
            name="quantity"
            label={t('ticket.quantity')}
            lot={quote.lotSize}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('ticket.lot', { count: quote.lotSize })}
        </Text>
        <div aria-live="polite">
          {outcome.kind === 'belowOneLot' && (
            <Alert color="yellow" role="status">
              {t('calculator.belowOneLot')}
            </Alert>
          )}
          {outcome.kind === 'result' && (
            <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="cost-result">
              <Table.Caption>{t('calculator.result')}</Table.Caption>
              <Table.Tbody>
                <Row label={t('calculator.lots')} value={outcome.result.lots.toLocaleString()} />
                <Row label={t('ticket.quantity')} value={outcome.result.quantity.toLocaleString()} />
                <Row label={t('fees.consideration')} value={money(outcome.result.consideration)} />
                {outcome.result.fees.map((fee) => (
                  <Row key={fee.item} label={t(`feeItem.${fee.item}`)} value={money(fee.amount)} dimmed />
                ))}
                <Row label={t('fees.total')} value={money(outcome.result.totalFees)} />
                <Row
                  label={t(values.side === 'BUY' ? 'fees.grandTotalBuy' : 'fees.grandTotalSell')}
                  value={money(outcome.result.total)}
                  strong
                />
              </Table.Tbody>
            </Table>
          )}
        </div>
      </Stack>
    </Form>
  );
}

function Row({
  label,
  value,
  dimmed,
  strong,
}: {
  label: string;
  value: string;
  dimmed?: boolean;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400} c={dimmed ? 'dimmed' : undefined}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} c={dimmed ? 'dimmed' : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpreadTable } from '@lantau/domain';
import { orderConditions, type OrderSide } from '@lantau/contract';
import { PriceStepperField, SelectField } from '../../../shared/form';
import { conditionFields, type ConditionValues } from './condition-model';
import type { TicketValues } from './ticket-model';

interface ConditionFieldsProps {
  values: ConditionValues;
  side: OrderSide;
  table: SpreadTable;
  decimals: number;
  /** The live price the price steppers start from when empty. */
  startPrice?: string;
}

/**
 * A conditional order's part of the ticket: which condition, what it does for this side (so the trigger's side
 * of the price is no surprise), and its prices, each stepping by the spread table.
 */
export function ConditionFields({ values, side, table, decimals, startPrice }: ConditionFieldsProps) {
  const { t } = useTranslation('trade');
  const hintId = 'ticket-condition-hint';
  return (
    <>
      <SelectField<TicketValues>
        name="conditionType"
        label={t('ticket.condition')}
        aria-describedby={hintId}
        data={orderConditions.map((type) => ({ value: type, label: t(`condition.${type}`) }))}
      />
      <Text id={hintId} size="sm" c="dimmed">
        {t(`conditionHint.${values.conditionType}.${side}`)}
      </Text>
      {conditionFields(values).map((field) => (
        <PriceStepperField<TicketValues>
          key={field}
          name={field}
          label={t(`conditionField.${field}`)}
          table={table}
          decimals={decimals}
          startPrice={startPrice}
        />
      ))}
    </>
  );
}

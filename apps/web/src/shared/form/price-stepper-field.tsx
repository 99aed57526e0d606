import type { FieldValues } from 'react-hook-form';
import { sanitizeNumericInput, type SpreadTable } from '@lantau/domain';
import { stepPrice } from './stepping';
import { StepperInput, type StepperInputProps } from './stepper-input';

export interface PriceStepperFieldProps<T extends FieldValues> extends Omit<
  StepperInputProps<T>,
  'clean' | 'stepFrom'
> {
  /** The instrument's spread table: each step is one tick, across band edges. */
  table: SpreadTable;
  decimals: number;
  /** Where the first step starts when the field is empty (the live price). */
  startPrice?: string;
}

/** A price that steps by the spread table (domain market-rules' ticksAway). */
export function PriceStepperField<T extends FieldValues>({
  table,
  decimals,
  startPrice,
  ...props
}: PriceStepperFieldProps<T>) {
  return (
    <StepperInput<T>
      inputMode="decimal"
      {...props}
      clean={(typed) => sanitizeNumericInput(typed, { decimals })}
      stepFrom={(current, direction) => stepPrice(current, table, direction, decimals, startPrice)}
    />
  );
}

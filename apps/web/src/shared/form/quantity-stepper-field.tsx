import type { FieldValues } from 'react-hook-form';
import { sanitizeNumericInput } from '@lantau/domain';
import { stepQuantity } from './stepping';
import { StepperInput, type StepperInputProps } from './stepper-input';

export interface QuantityStepperFieldProps<T extends FieldValues> extends Omit<
  StepperInputProps<T>,
  'clean' | 'stepFrom'
> {
  /** One step: the board lot (or the market's buy or sell lot). */
  lot: number;
}

/** A whole-number quantity that steps by the lot; odd lots can still be typed. */
export function QuantityStepperField<T extends FieldValues>({ lot, ...props }: QuantityStepperFieldProps<T>) {
  return (
    <StepperInput<T>
      inputMode="numeric"
      {...props}
      clean={(typed) => sanitizeNumericInput(typed, { decimals: 0 })}
      stepFrom={(current, direction) => stepQuantity(current, lot, direction)}
    />
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { sanitizeNumericInput } from '@lantau/domain';
import { useFieldBinding } from './use-field-binding';

export interface NumericFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
  /** Most decimal places kept; 0 for whole numbers. */
  decimals: number;
  allowNegative?: boolean;
}

/**
 * A numeric input (spec section 5): digits and a dot only (a minus where allowed), decimals capped, kept as
 * text so prices and money never pass through binary floats.
 */
export function NumericField<T extends FieldValues>({
  name,
  decimals,
  allowNegative,
  ...props
}: NumericFieldProps<T>) {
  const { inputProps } = useFieldBinding<T>(name, (typed) =>
    sanitizeNumericInput(typed, { decimals, allowNegative }),
  );
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      {...inputProps}
    />
  );
}

import { Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

export interface ChoiceFieldProps<T extends FieldValues> extends Omit<
  SegmentedControlProps,
  'name' | 'value' | 'onChange'
> {
  name: FieldPath<T>;
  label: string;
}

/** A few exclusive choices side by side (Buy or Sell); a radio group to assistive technology. */
export function ChoiceField<T extends FieldValues>({ name, label, ...props }: ChoiceFieldProps<T>) {
  const { value, set, inputProps } = useFieldBinding<T>(name);
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={inputProps.error}>
      <SegmentedControl
        fullWidth
        aria-labelledby={`${labelId}-label`}
        name={inputProps.name}
        value={value}
        onChange={set}
        disabled={inputProps.disabled}
        {...props}
      />
    </Input.Wrapper>
  );
}

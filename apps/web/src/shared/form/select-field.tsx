import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

export interface SelectFieldProps<T extends FieldValues> extends Omit<
  NativeSelectProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
}

/** A native select (keyboard and screen readers know it) bound to a form field by name. */
export function SelectField<T extends FieldValues>({ name, ...props }: SelectFieldProps<T>) {
  const { inputProps } = useFieldBinding<T>(name);
  return <NativeSelect {...props} {...inputProps} />;
}

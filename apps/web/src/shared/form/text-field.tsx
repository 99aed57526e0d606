import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
  /** Turns what was typed into what the field keeps (a mask, upper case). */
  clean?: (typed: string) => string;
}

/** A text input bound to a form field by name, with the form kit's tips. */
export function TextField<T extends FieldValues>({ name, clean, ...props }: TextFieldProps<T>) {
  const { inputProps } = useFieldBinding<T>(name, clean);
  return <TextInput {...props} {...inputProps} />;
}

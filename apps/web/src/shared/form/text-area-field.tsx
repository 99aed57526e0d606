import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './use-field-binding';

export interface TextAreaFieldProps<T extends FieldValues> extends Omit<
  TextareaProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
}

/** A text of several lines (a message, an announcement) bound to a form field by name, with the kit's tips. */
export function TextAreaField<T extends FieldValues>({ name, ...props }: TextAreaFieldProps<T>) {
  const { inputProps } = useFieldBinding<T>(name);
  return <Textarea {...props} {...inputProps} />;
}

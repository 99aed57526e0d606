import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorNode } from './field-error';
import { useFieldTip } from './use-field-tip';

export interface CheckboxFieldProps<T extends FieldValues> extends Omit<
  CheckboxProps,
  'name' | 'checked' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
}

/** Binds a checkbox to a boolean form field by name: checked, change and blur re-checking it, and its tip. */
function useCheckboxBinding<T extends FieldValues>(name: FieldPath<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const tip = useFieldTip<T>(name);
  return {
    name: field.name,
    ref: field.ref,
    checked: field.value === true,
    disabled: field.disabled,
    onChange: (event: { currentTarget: { checked: boolean } }) => {
      field.onChange(event.currentTarget.checked);
      tip.check();
    },
    onBlur: () => {
      field.onBlur();
      tip.check();
    },
    error: fieldErrorNode(fieldState.error, tip.shown),
  };
}

/** A yes-or-no field (agreeing to terms) bound to a boolean form field by name, with the kit's tips. */
export function CheckboxField<T extends FieldValues>({ name, ...props }: CheckboxFieldProps<T>) {
  const binding = useCheckboxBinding<T>(name);
  return <Checkbox {...props} {...binding} />;
}

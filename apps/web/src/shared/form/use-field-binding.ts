import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorNode } from './field-error';
import { useFieldTip } from './use-field-tip';

/**
 * Binds a text-like input to a form field by name: value, change (through `clean`, which turns what was typed
 * into what the field keeps), blur and focus, each re-checking the field, and the error slot with its tip.
 */
export function useFieldBinding<T extends FieldValues>(
  name: FieldPath<T>,
  clean: (typed: string) => string = (typed) => typed,
) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const tip = useFieldTip<T>(name);
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  const set = (next: string) => {
    field.onChange(next);
    tip.check();
  };
  return {
    value,
    set,
    inputProps: {
      name: field.name,
      ref: field.ref,
      value,
      disabled: field.disabled,
      onChange: (event: { currentTarget: { value: string } }) => set(clean(event.currentTarget.value)),
      onBlur: () => {
        field.onBlur();
        tip.check();
      },
      onFocus: tip.check,
      error: fieldErrorNode(fieldState.error, tip.shown),
    },
  };
}

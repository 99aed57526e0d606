import { Input } from '@mantine/core';
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SegmentedChoice, type SegmentedChoiceOption } from '../ui/segmented-choice';
import { useFieldBinding } from './use-field-binding';

export interface ChoiceFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  /** The choices: the field keeps the chosen one's value. */
  options: readonly SegmentedChoiceOption<string>[];
}

/**
 * A few exclusive choices side by side (Buy or Sell), as wide as the form: the kit's SegmentedChoice, a radio group
 * to assistive technology named by the field's label.
 */
export function ChoiceField<T extends FieldValues>({ name, label, options }: ChoiceFieldProps<T>) {
  const { value, set, inputProps } = useFieldBinding<T>(name);
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={inputProps.error}>
      <SegmentedChoice
        fullWidth
        labelledBy={`${labelId}-label`}
        name={inputProps.name}
        value={value}
        onChange={set}
        disabled={inputProps.disabled}
        options={options}
      />
    </Input.Wrapper>
  );
}

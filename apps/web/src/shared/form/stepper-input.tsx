import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeyboardEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { StepDirection } from './stepping';
import { useFieldBinding } from './use-field-binding';

export interface StepperInputProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
  clean: (typed: string) => string;
  /** The value one step from `current`; undefined when there is no step that way. */
  stepFrom: (current: string, direction: StepDirection) => string | undefined;
}

/**
 * A typed value with a minus and a plus button; the arrow keys step too, so the keyboard does all the mouse can.
 * The buttons say what they change ('Decrease Price'), and stay out of the tab order: the arrow keys reach them.
 */
export function StepperInput<T extends FieldValues>({
  name,
  clean,
  stepFrom,
  label,
  ...props
}: StepperInputProps<T>) {
  const { t } = useTranslation();
  const { value, set, inputProps } = useFieldBinding<T>(name, clean);
  const move = (direction: StepDirection) => {
    const next = stepFrom(value, direction);
    if (next !== undefined) set(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    move(event.key === 'ArrowUp' ? 'up' : 'down');
  };
  const labelText = typeof label === 'string' ? label : '';
  const button = (direction: StepDirection) => (
    <ActionIcon
      variant="subtle"
      tabIndex={-1}
      disabled={inputProps.disabled}
      aria-label={t(direction === 'up' ? 'form.increase' : 'form.decrease', { field: labelText })}
      onClick={() => move(direction)}
    >
      <span aria-hidden="true">{direction === 'up' ? '+' : '−'}</span>
    </ActionIcon>
  );
  return (
    <TextInput
      label={label}
      autoComplete="off"
      leftSection={button('down')}
      leftSectionPointerEvents="all"
      rightSection={button('up')}
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center' } }}
      onKeyDown={onKeyDown}
      {...props}
      {...inputProps}
    />
  );
}

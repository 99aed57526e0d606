import { useId, type ReactNode } from 'react';
import './segmented-choice.css';

export interface SegmentedChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SegmentedChoiceProps<V extends string> {
  /** The group's name to assistive technology ("Chart period"). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly SegmentedChoiceOption<V>[];
  size?: 'xs' | 'sm';
}

/**
 * A few exclusive choices side by side (a chart's period, the depth's levels): radios in a radio group, so the
 * arrow keys move between them and a screen reader names the group and the choice, as Mantine's SegmentedControl
 * does. The chosen segment is drawn by CSS alone (`:checked + label`): Mantine's control measures its moving
 * indicator against its labels (getBoundingClientRect, computed styles) after each of its renders and on every
 * resize or transition of an ancestor, a forced layout on the quote's main thread (bench/README.md, session 37).
 */
export function SegmentedChoice<V extends string>({
  label,
  value,
  onChange,
  options,
  size = 'sm',
}: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="segmented-choice" data-size={size}>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="segmented-choice__option">
            <input
              className="segmented-choice__input"
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label className="segmented-choice__label" htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

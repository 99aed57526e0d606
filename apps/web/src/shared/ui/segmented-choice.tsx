import { getContrastColor, getThemeColor, useMantineTheme, type MantineColor } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import './segmented-choice.css';

export interface SegmentedChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  /** The segment's colour when chosen (Buy blue, Sell orange), its text black or white to contrast with it. */
  color?: MantineColor;
}

/** The group's name to assistive technology: its own words, or the id of the element that shows them. */
type GroupName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type SegmentedChoiceProps<V extends string> = GroupName & {
  value: V;
  onChange: (value: V) => void;
  options: readonly SegmentedChoiceOption<V>[];
  size?: 'xs' | 'sm';
  /** The radios' name (a form's field); one of its own otherwise. */
  name?: string;
  /** As wide as its container, the segments sharing it. */
  fullWidth?: boolean;
  disabled?: boolean;
};

/**
 * A few exclusive choices side by side (a chart's period, the depth's levels, Buy or Sell): radios in a radio
 * group, so the arrow keys move between them and choose, Tab enters the group once, and a screen reader names the
 * group and the choice, as Mantine's SegmentedControl does. The chosen segment is drawn by CSS alone
 * (`:checked + label`): Mantine's control measures its moving indicator against its labels (getBoundingClientRect,
 * computed styles) after each of its renders and on every resize or transition of an ancestor, a forced layout on
 * the main thread (bench/README.md, session 37).
 */
export function SegmentedChoice<V extends string>({
  label,
  labelledBy,
  value,
  onChange,
  options,
  size = 'sm',
  name,
  fullWidth,
  disabled,
}: SegmentedChoiceProps<V>) {
  const ownName = useId();
  const theme = useMantineTheme();
  const groupName = name ?? ownName;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
      className="segmented-choice"
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {options.map((option) => {
        const id = `${ownName}-${option.value}`;
        const colours = option.color
          ? ({
              '--segmented-choice-color': getThemeColor(option.color, theme),
              '--segmented-choice-label-color': getContrastColor({
                color: option.color,
                theme,
                autoContrast: true,
              }),
            } as CSSProperties)
          : undefined;
        return (
          <div key={option.value} className="segmented-choice__option" style={colours}>
            <input
              className="segmented-choice__input"
              type="radio"
              id={id}
              name={groupName}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
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

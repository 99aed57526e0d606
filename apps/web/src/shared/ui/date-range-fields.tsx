import { TextInput } from '@mantine/core';

export interface DateRange {
  /** YYYY-MM-DD, as the date input gives it. */
  from: string;
  to: string;
}

interface DateRangeFieldsProps {
  /** The range as typed so far (a search draft holding it will do). */
  range: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
  /** Why the range cannot be searched, shown under its start. */
  error?: string;
}

/** The from and to dates of a search, each bounding the other's picker. */
export function DateRangeFields({ range, onChange, fromLabel, toLabel, error }: DateRangeFieldsProps) {
  const { from, to } = range;
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        max={to}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        error={error}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        min={from}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
      />
    </>
  );
}

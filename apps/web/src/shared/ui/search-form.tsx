import type { ReactNode } from 'react';
import { Group, NativeSelect } from '@mantine/core';

interface SearchFormProps {
  /** The form's accessible name. */
  label: string;
  /** False while a field holds what cannot be searched (a range the wrong way round). */
  canSearch: boolean;
  onSearch: () => void;
  align?: 'flex-start' | 'flex-end';
  children: ReactNode;
}

/** The filters above a searched table, in one wrapping row; Enter or the search button searches. */
export function SearchForm({ label, canSearch, onSearch, align = 'flex-start', children }: SearchFormProps) {
  return (
    <Group
      component="form"
      align={align}
      gap="md"
      wrap="wrap"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch();
      }}
    >
      {children}
    </Group>
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  /** '' for all. */
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, which filters nothing. */
  allLabel: string;
  options: readonly { value: V; label: string }[];
}

/** A filter of a search: one of the values, or all of them. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
}: FilterSelectProps<V>) {
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as V | '')}
      data={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DateRangeValue {
  from: string;
  to: string;
}

/** Two business dates; the browser's date picker does the picking, and `to` never goes before `from`. */
export function DateRange({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
}) {
  const { t } = useTranslation('trade');
  return (
    <Group gap="sm" align="flex-end">
      {(['from', 'to'] as const).map((edge) => (
        <TextInput
          key={edge}
          type="date"
          label={t(`history.${edge}`)}
          value={value[edge]}
          // Each end is bounded by the other; an emptied field keeps the date it had.
          {...(edge === 'from' ? { max: value.to } : { min: value.from })}
          onChange={(event) =>
            event.currentTarget.value && onChange({ ...value, [edge]: event.currentTarget.value })
          }
        />
      ))}
    </Group>
  );
}

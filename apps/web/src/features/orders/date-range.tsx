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
      <TextInput
        type="date"
        label={t('history.from')}
        value={value.from}
        max={value.to}
        onChange={(event) =>
          event.currentTarget.value && onChange({ ...value, from: event.currentTarget.value })
        }
      />
      <TextInput
        type="date"
        label={t('history.to')}
        value={value.to}
        min={value.from}
        onChange={(event) =>
          event.currentTarget.value && onChange({ ...value, to: event.currentTarget.value })
        }
      />
    </Group>
  );
}

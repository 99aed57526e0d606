import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '@lantau/contract';

const EMPTY = '—';

/** The record's snapshot as fields: a snapshot is an object of fields, or nothing (created, deleted). */
function fieldsOf(snapshot: unknown): Record<string, unknown> {
  return snapshot !== null && typeof snapshot === 'object' && !Array.isArray(snapshot)
    ? (snapshot as Record<string, unknown>)
    : {};
}

/** 'preparedBy' reads 'prepared by' where the pack has no word for a field. */
const spaced = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * What an audited step changed, as a field / before / after list a member of staff reads at a glance (not the
 * raw JSON): only the fields that changed, statuses in words.
 */
export function AuditChange({ record }: { record: Pick<AuditRecord, 'before' | 'after'> }) {
  const { t } = useTranslation('backoffice');
  const before = fieldsOf(record.before);
  const after = fieldsOf(record.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('audit.noChange')}
      </Text>
    );
  const valueText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (field === 'status' && typeof value === 'string') return t(`status.${value}`, { defaultValue: value });
    if (typeof value === 'boolean') return value ? '✓' : '✗';
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
  };
  return (
    <Table fz="xs" withRowBorders={false} verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.before')}</Table.Th>
          <Table.Th>{t('audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field}>
            <Table.Th scope="row" fw={500}>
              {t(`audit.fields.${field}`, { defaultValue: spaced(field) })}
            </Table.Th>
            <Table.Td>{valueText(field, before[field])}</Table.Td>
            <Table.Td>{valueText(field, after[field])}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeBuckets } from '@lantau/contract';
import { SectionCard } from '../../../shared/ui/section-card';
import { useChangeDistribution } from '../api/get-change-distribution';

type Bucket = (typeof changeBuckets)[number];
const BAR_HEIGHT = 140;

const tone = (bucket: Bucket) =>
  bucket.startsWith('UP') ? 'quote-up' : bucket.startsWith('DOWN') ? 'quote-down' : 'quote-flat';

/**
 * The HK market change distribution: how many stocks fell or rose by how much. Bars for the eye, a table with
 * the same numbers for everyone (the bars are hidden from screen readers).
 */
export function ChangeDistributionChart() {
  const { t } = useTranslation('market');
  const distribution = useChangeDistribution('HK');
  const data = distribution.data;
  const counts = new Map(data?.buckets.map((entry) => [entry.bucket, entry.count]));
  const max = Math.max(1, ...changeBuckets.map((bucket) => counts.get(bucket) ?? 0));
  return (
    <SectionCard titleId="distribution-title" title={t('distribution.title')}>
      {data && (
        <>
          <Group gap="lg">
            <Text className="quote-up" fw={600}>
              {t('distribution.up', { count: data.up })}
            </Text>
            <Text fw={600}>{t('distribution.flat', { count: data.flat })}</Text>
            <Text className="quote-down" fw={600}>
              {t('distribution.down', { count: data.down })}
            </Text>
          </Group>
          <Group gap={6} align="flex-end" wrap="nowrap" aria-hidden="true" h={BAR_HEIGHT + 40}>
            {changeBuckets.map((bucket) => {
              const count = counts.get(bucket) ?? 0;
              return (
                <Stack key={bucket} gap={2} align="center" style={{ flex: 1 }}>
                  <Text size="xs" className="num">
                    {count}
                  </Text>
                  <Box
                    className={tone(bucket)}
                    w="100%"
                    h={Math.max(2, (count / max) * BAR_HEIGHT)}
                    style={{ background: 'currentColor', borderRadius: 3 }}
                  />
                  <Text size="xs" ta="center" style={{ whiteSpace: 'nowrap' }}>
                    {t(`distribution.buckets.${bucket}`)}
                  </Text>
                </Stack>
              );
            })}
          </Group>
          <Table fz="xs" withTableBorder className="visually-hidden-table">
            <Table.Caption>{t('distribution.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('distribution.range')}</Table.Th>
                <Table.Th scope="col">{t('distribution.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changeBuckets.map((bucket) => (
                <Table.Tr key={bucket}>
                  <Table.Th scope="row">{t(`distribution.buckets.${bucket}`)}</Table.Th>
                  <Table.Td>{counts.get(bucket) ?? 0}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.delayed && (
            <Text size="xs" c="dimmed">
              {t('badge.delayed')}
            </Text>
          )}
        </>
      )}
    </SectionCard>
  );
}

import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Which line is which moving average: names beside colour swatches, so colour is not the only key. */
export function MovingAverageLegend({ colors }: { colors: readonly string[] }) {
  const { t } = useTranslation('market');
  return (
    <Group gap="md" aria-hidden="true">
      {[5, 10, 20].map((length, index) => (
        <Group key={length} gap={4}>
          <span style={{ width: 12, height: 3, background: colors[index], display: 'inline-block' }} />
          <Text size="xs">{t('chart.ma', { length })}</Text>
        </Group>
      ))}
    </Group>
  );
}

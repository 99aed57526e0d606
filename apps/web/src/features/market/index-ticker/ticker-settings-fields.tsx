import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indexCodes, type IndexCode } from '@lantau/contract';
import { tickerSpeeds, useMarketSetting, type TickerSpeed } from '../settings/market-settings';

/** The ticker's choices themselves: in the ticker's popover and on the settings page. */
export function TickerSettingsFields() {
  const { t } = useTranslation('market');
  const [chosen, setChosen] = useMarketSetting('tickerIndices');
  const [speed, setSpeed] = useMarketSetting('tickerSpeed');
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('ticker.indices')}
        value={chosen}
        onChange={(value) => setChosen(indexCodes.filter((code) => value.includes(code)))}
      >
        <Stack gap={4} mt={4}>
          {indexCodes.map((code: IndexCode) => (
            <Checkbox key={code} value={code} label={t(`indices.${code}`)} size="xs" />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label={t('ticker.speed')}
        value={speed}
        onChange={(value) => setSpeed(value as TickerSpeed)}
      >
        <Stack gap={4} mt={4}>
          {tickerSpeeds.map((value) => (
            <Radio key={value} value={value} label={t(`ticker.speeds.${value}`)} size="xs" />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {t('ticker.reducedMotion')}
      </Text>
    </Stack>
  );
}

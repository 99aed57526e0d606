import { Button, Popover, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useSaveTradeSetting, type TradeSettings } from './api/trade-settings';

/** Quick order (no confirmation page) and the order card style, saved on the server as the user's settings. */
export function TradeSettingsMenu({ settings }: { settings: TradeSettings }) {
  const { t } = useTranslation('trade');
  const save = useSaveTradeSetting();
  return (
    <Popover position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" size="sm">
          {t('settings.title')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" maw={300}>
          <Switch
            label={t('settings.quickOrder')}
            description={t('settings.quickOrderHint')}
            checked={settings.quickOrder}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ quickOrder: event.currentTarget.checked })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="card-style-label">
              {t('settings.cardStyle')}
            </Text>
            <SegmentedChoice<TradeSettings['cardStyle']>
              labelledBy="card-style-label"
              value={settings.cardStyle}
              disabled={save.isPending}
              onChange={(cardStyle) => save.mutate({ cardStyle })}
              options={[
                { value: 'DEFAULT', label: t('settings.cardDefault') },
                { value: 'CLASSIC', label: t('settings.cardClassic') },
              ]}
            />
          </Stack>
          {save.isError && (
            <Text size="sm" c="red" role="alert">
              {t('settings.saveFailed')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

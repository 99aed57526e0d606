import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The settings' button: the popover's target, or its stand-in before the popover's code is in. */
export function TickerSettingsButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('market');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('ticker.settings')}
      title={t('ticker.settings')}
      {...props}
    >
      <span aria-hidden="true">⚙</span>
    </ActionIcon>
  );
}

import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { configValue, useBrokerConfigurations, useCurrentBroker } from '../../shared/broker';

const keys = ['WebOldVersionLink'] as const;

/** The broker's old portal, where it configures one (WebOldVersionLink); nothing where it does not. */
function useOldVersionLink(): string | undefined {
  const broker = useCurrentBroker();
  const configurations = useBrokerConfigurations(broker.brokerCode, keys);
  return configValue(configurations.data, 'WebOldVersionLink') || undefined;
}

/** 'Switch to the old version' as a link (the login page) or a list item of the user menu. */
export function OldVersionLink({ variant = 'link' }: { variant?: 'link' | 'menu' }) {
  const { t } = useTranslation();
  const link = useOldVersionLink();
  if (!link) return null;
  return variant === 'menu' ? (
    <li>
      <Button component="a" href={link} variant="subtle" color="gray" justify="flex-start" fullWidth>
        {t('oldVersion.switch')}
      </Button>
    </li>
  ) : (
    <Anchor href={link} size="sm">
      {t('oldVersion.switch')}
    </Anchor>
  );
}

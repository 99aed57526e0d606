import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons';

/** Named after what it switches to ('Dark Mode' in light mode), like the menu entry of the spec. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  const toggle = () => setColorScheme(scheme === 'dark' ? 'light' : 'dark');
  const icon = scheme === 'dark' ? <SunIcon /> : <MoonIcon />;
  if (withLabel) {
    return (
      <Button variant="subtle" color="gray" leftSection={icon} onClick={toggle}>
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={toggle}>
      {icon}
    </ActionIcon>
  );
}

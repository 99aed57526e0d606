import { Box, Button, Group, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/ui/language-select';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { LogoutIcon } from '../../shared/ui/icons';
import { paths } from '../../shared/url';
import { builtShellPages, visibleMenuEntries, type ShellPages } from './menu-registry';

interface ShellMenuProps {
  displayCode: string;
  autoLogoutMinutes: number | undefined;
  onLogout: () => void;
  pages?: ShellPages;
}

export function ShellMenu({
  displayCode,
  autoLogoutMinutes,
  onLogout,
  pages = builtShellPages,
}: ShellMenuProps) {
  const { t } = useTranslation();
  const main = paths.main(displayCode);
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} wrap="wrap">
        {visibleMenuEntries(pages).map((entry) => (
          <li key={entry.key}>
            <Button component={NavLink} to={`${main}/${entry.path}`} variant="subtle">
              {t(entry.label)}
            </Button>
          </li>
        ))}
        <li>
          <LanguageSelect />
        </li>
        <li>
          <ThemeToggle withLabel />
        </li>
        {pages.changePassword && (
          <li>
            <Button component={NavLink} to={paths.updatePassword(displayCode)} variant="subtle">
              {t('menu.changePassword')}
            </Button>
          </li>
        )}
        <li>
          <Button variant="subtle" color="gray" leftSection={<LogoutIcon />} onClick={onLogout}>
            {t('menu.logout')}
          </Button>
        </li>
      </Group>
      {autoLogoutMinutes !== undefined && (
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {t('menu.autoLogout', { count: autoLogoutMinutes })}
        </Text>
      )}
    </Box>
  );
}

import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/ui/language-select';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { LogoutIcon } from '../../shared/ui/icons';
import { paths } from '../../shared/url';
import type { MenuItem } from './menu-registry';

interface ShellMenuProps {
  displayCode: string;
  items: MenuItem[];
  withChangePassword: boolean;
  autoLogoutMinutes: number | undefined;
  onLogout: () => void;
  /** In a row in the desktop header, in a column in the phone's drawer. */
  orientation?: 'horizontal' | 'vertical';
  /** Told when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function ShellMenu({
  displayCode,
  items,
  withChangePassword,
  autoLogoutMinutes,
  onLogout,
  orientation = 'horizontal',
  onNavigate,
}: ShellMenuProps) {
  const { t } = useTranslation();
  const main = paths.main(displayCode);
  const vertical = orientation === 'vertical';
  const List = vertical ? Stack : Group;
  const justify = vertical ? 'flex-start' : undefined;
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <List
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        {...(vertical ? {} : { wrap: 'wrap' })}
      >
        {items.map(({ entry, blocked }) => (
          <li key={entry.key}>
            {blocked ? (
              // Switched off by the broker, shown because it wants clients to know the feature exists.
              <Button
                variant="subtle"
                color="gray"
                disabled
                justify={justify}
                fullWidth={vertical}
                rightSection={
                  <Badge size="xs" variant="default">
                    {t('menu.blocked')}
                  </Badge>
                }
              >
                {t(entry.label)}
              </Button>
            ) : (
              <Button
                component={NavLink}
                to={`${main}/${entry.path}`}
                variant="subtle"
                justify={justify}
                fullWidth={vertical}
                onClick={onNavigate}
              >
                {t(entry.label)}
              </Button>
            )}
          </li>
        ))}
        <li>
          <LanguageSelect />
        </li>
        <li>
          <ThemeToggle withLabel />
        </li>
        {withChangePassword && (
          <li>
            <Button
              component={NavLink}
              to={paths.updatePassword(displayCode)}
              variant="subtle"
              justify={justify}
              fullWidth={vertical}
              onClick={onNavigate}
            >
              {t('menu.changePassword')}
            </Button>
          </li>
        )}
        <li>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<LogoutIcon />}
            justify={justify}
            fullWidth={vertical}
            onClick={onLogout}
          >
            {t('menu.logout')}
          </Button>
        </li>
      </List>
      {autoLogoutMinutes !== undefined && (
        <Text size="xs" c="dimmed" ta={vertical ? 'left' : 'right'} mt={4}>
          {t('menu.autoLogout', { count: autoLogoutMinutes })}
        </Text>
      )}
    </Box>
  );
}

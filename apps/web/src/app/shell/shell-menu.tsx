import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/ui/language-select';
import { ThemeToggle } from '../../shared/ui/theme-toggle';
import { LogoutIcon } from '../../shared/ui/icons';
import { paths } from '../../shared/url';
import { UnreadBadge, useUnreadMessageCount } from '../../features/messages';
import type { MenuItem } from '../../shared/feature-gates';
import { OldVersionLink } from '../../features/brokers';

export interface UserControlsProps {
  displayCode: string;
  withChangePassword: boolean;
  autoLogoutMinutes: number | undefined;
  onLogout: () => void;
  /** Told when a link is followed (the drawer or the user menu closes). */
  onNavigate?: () => void;
}

interface ShellMenuProps extends UserControlsProps {
  items: MenuItem[];
}

const listStyle = { listStyle: 'none' } as const;

/**
 * The menu entries of spec section 2, in a row (desktop header) or a column (phone drawer). A switched-off
 * entry shown as blocked is a disabled button, not a link.
 */
export function MenuLinks({
  displayCode,
  items,
  vertical = false,
  onNavigate,
}: {
  displayCode: string;
  items: MenuItem[];
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const main = paths.main(displayCode);
  const unread = useUnreadMessageCount(
    items.some(({ entry, blocked }) => entry.key === 'notice' && !blocked),
  );
  const List = vertical ? Stack : Group;
  const justify = vertical ? 'flex-start' : undefined;
  // In the header's row, compact buttons leave the index ticker more of the width.
  const size = vertical ? undefined : 'compact-sm';
  return (
    <List
      component="ul"
      gap={vertical ? 'xs' : 4}
      m={0}
      p={0}
      style={listStyle}
      {...(vertical ? {} : { wrap: 'nowrap' })}
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
              size={size}
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
              size={size}
              fullWidth={vertical}
              onClick={onNavigate}
              rightSection={entry.key === 'notice' ? <UnreadBadge count={unread.data} /> : undefined}
            >
              {t(entry.label)}
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}

/** What belongs to the user rather than a page: language, colour scheme, password, logout, the session's length. */
export function UserControls({
  displayCode,
  withChangePassword,
  autoLogoutMinutes,
  onLogout,
  onNavigate,
}: UserControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stack component="ul" gap="xs" m={0} p={0} style={listStyle}>
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
              justify="flex-start"
              fullWidth
              onClick={onNavigate}
            >
              {t('menu.changePassword')}
            </Button>
          </li>
        )}
        <OldVersionLink variant="menu" />
        <li>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<LogoutIcon />}
            justify="flex-start"
            fullWidth
            onClick={onLogout}
          >
            {t('menu.logout')}
          </Button>
        </li>
      </Stack>
      {autoLogoutMinutes !== undefined && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('menu.autoLogout', { count: autoLogoutMinutes })}
        </Text>
      )}
    </>
  );
}

/** The phone's drawer: the entries, then the user's controls, in one column. */
export function ShellMenu({ items, ...controls }: ShellMenuProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('menu.label')}>
      <MenuLinks displayCode={controls.displayCode} items={items} vertical onNavigate={controls.onNavigate} />
      <Box mt="xs">
        <UserControls {...controls} />
      </Box>
    </Box>
  );
}

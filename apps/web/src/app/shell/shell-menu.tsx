import { Badge, Box, Button, Stack, Text } from '@mantine/core';
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

export interface ShellMenuProps extends UserControlsProps {
  items: MenuItem[];
}

export const listStyle = { listStyle: 'none' } as const;

/** The main menu's unread count, asked for only when the Notice entry is on (and not blocked). */
export function useMenuUnreadCount(items: MenuItem[]): number | undefined {
  return useUnreadMessageCount(items.some(({ entry, blocked }) => entry.key === 'notice' && !blocked)).data;
}

interface MenuEntryProps {
  displayCode: string;
  item: MenuItem;
  unread: number | undefined;
  vertical?: boolean;
  onNavigate?: () => void;
}

/**
 * One entry of the main menu as a button: a link to its page, or, switched off by the broker, a disabled button
 * with "Not available" (shown because the broker wants clients to know the feature exists).
 */
export function MenuEntry({
  displayCode,
  item: { entry, blocked },
  unread,
  vertical = false,
  onNavigate,
}: MenuEntryProps) {
  const { t } = useTranslation();
  const justify = vertical ? 'flex-start' : undefined;
  // In the header's row, compact buttons leave more entries room beside the brand and the user menu.
  const size = vertical ? undefined : 'compact-sm';
  return blocked ? (
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
      to={`${paths.main(displayCode)}/${entry.path}`}
      className="shell-menu-entry"
      variant="subtle"
      justify={justify}
      size={size}
      fullWidth={vertical}
      onClick={onNavigate}
      rightSection={entry.key === 'notice' ? <UnreadBadge count={unread} /> : undefined}
    >
      {t(entry.label)}
    </Button>
  );
}

/** The menu entries of spec section 2 in a column (the phone's drawer; the desktop's row is HeaderMenu). */
export function MenuLinks({
  displayCode,
  items,
  onNavigate,
}: {
  displayCode: string;
  items: MenuItem[];
  onNavigate?: () => void;
}) {
  const unread = useMenuUnreadCount(items);
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={listStyle}>
      {items.map((item) => (
        <li key={item.entry.key}>
          <MenuEntry displayCode={displayCode} item={item} unread={unread} vertical onNavigate={onNavigate} />
        </li>
      ))}
    </Stack>
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
      <MenuLinks displayCode={controls.displayCode} items={items} onNavigate={controls.onNavigate} />
      <Box mt="xs">
        <UserControls {...controls} />
      </Box>
    </Box>
  );
}

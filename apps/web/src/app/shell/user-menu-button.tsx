import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { UserAvatar, usePreference } from '../../shared/preferences';
import { useSessionUserID } from '../../shared/session';

/**
 * The user menu's button, the same whether the menu's code is in or not (user-menu.tsx): the popover's target
 * and the stand-in put their props on it.
 */
export function UserMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const userID = useSessionUserID();
  const [avatar] = usePreference('avatar');
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<UserAvatar choice={avatar} size={22} />}
      rightSection={<ChevronDownIcon />}
      aria-label={userID ? t('menu.user', { userID }) : undefined}
      {...props}
    >
      {userID ?? t('menu.userLabel')}
    </Button>
  );
}

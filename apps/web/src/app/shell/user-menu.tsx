import { useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { UserAvatar, usePreference } from '../../shared/preferences';
import { useSessionUserID } from '../../shared/session';
import { UserControls, type UserControlsProps } from './shell-menu';

/**
 * The desktop header's user menu: the user's controls behind one button, so that the header stays one row at
 * 1280 px in every language. A popover rather than a menu of items: it holds a real language select and
 * buttons, reached by Tab, and Escape or a click outside closes it and returns focus to the button.
 */
export function UserMenu(props: UserControlsProps) {
  const { t } = useTranslation();
  const userID = useSessionUserID();
  const [opened, setOpened] = useState(false);
  const [avatar] = usePreference('avatar');
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      // As wide as its longest entry ('Switch to the old version' was clipped at a fixed 240 px), never narrower.
      width="max-content"
      styles={{ dropdown: { minWidth: 240 } }}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<UserAvatar choice={avatar} size={22} />}
          rightSection={<ChevronDownIcon />}
          aria-label={userID ? t('menu.user', { userID }) : undefined}
          onClick={() => setOpened((open) => !open)}
        >
          {userID ?? t('menu.userLabel')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('menu.userLabel')}>
        <UserControls
          {...props}
          onNavigate={() => {
            close();
            props.onNavigate?.();
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

import { Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOverlayStart, type OverlayStart } from '../../shared/ui/deferred-overlay';
import { UserControls, type UserControlsProps } from './shell-menu';
import { UserMenuButton } from './user-menu-button';

/**
 * The user menu's popover, loaded after the first screen (user-menu.tsx). A popover rather than a menu of items:
 * it holds a real language select and buttons, reached by Tab, and Escape or a click outside closes it and
 * returns focus to the button.
 */
export function UserMenuPopover(props: UserControlsProps & OverlayStart) {
  const { t } = useTranslation();
  const { trigger, opened, setOpened } = useOverlayStart(props);
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
        <UserMenuButton ref={trigger} onClick={() => setOpened((open) => !open)} />
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

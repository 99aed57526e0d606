import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { UnreadBadge } from '../../features/messages';

export interface HeaderMoreButtonProps extends ComponentPropsWithRef<'button'> {
  /** The description of the page the user is on, when its entry is behind "More". */
  currentId: string | undefined;
  withUnread: boolean;
  unread: number | undefined;
}

/**
 * The header menu's "More" button: in the row (the menu's target, or its stand-in before the menu's code is in)
 * and in the hidden copy that measures the row. It looks current when the page the user is on is behind it, as
 * that entry would in the row (a header entry is marked by its link's aria-current, shell.css).
 */
export function HeaderMoreButton({
  currentId,
  withUnread,
  unread,
  className,
  ...props
}: HeaderMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      rightSection={<ChevronDownIcon />}
      // (The menu's target passes a class of its own: kept beside this one, not in its place.)
      className={['shell-header-menu__more', className].filter(Boolean).join(' ')}
      data-current={currentId ? true : undefined}
      aria-describedby={currentId}
      {...props}
    >
      {t('menu.more')}
      {withUnread && <UnreadBadge count={unread} />}
    </Button>
  );
}

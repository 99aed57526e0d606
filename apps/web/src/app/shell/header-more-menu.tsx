import { Badge, Menu } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/url';
import { UnreadBadge } from '../../features/messages';
import type { MenuItem } from '../../shared/feature-gates';
import { useOverlayStart, type OverlayStart } from '../../shared/ui/deferred-overlay';
import { HeaderMoreButton, type HeaderMoreButtonProps } from './header-more-button';

export interface HeaderMoreMenuProps {
  displayCode: string;
  /** The entries that did not fit the row. */
  rest: MenuItem[];
  button: HeaderMoreButtonProps;
}

/** The entries behind "More", loaded after the first screen (header-menu.tsx). */
export function HeaderMoreMenu({ displayCode, rest, button, ...start }: HeaderMoreMenuProps & OverlayStart) {
  const { t } = useTranslation();
  const { trigger, opened, setOpened } = useOverlayStart(start);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <HeaderMoreButton ref={trigger} {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        {rest.map(({ entry, blocked }) =>
          blocked ? (
            <Menu.Item
              key={entry.key}
              disabled
              rightSection={
                <Badge size="xs" variant="default">
                  {t('menu.blocked')}
                </Badge>
              }
            >
              {t(entry.label)}
            </Menu.Item>
          ) : (
            // (NavLink marks the current page's item aria-current, as in the header's row.)
            <Menu.Item
              key={entry.key}
              className="shell-menu-entry"
              component={NavLink}
              to={`${paths.main(displayCode)}/${entry.path}`}
              rightSection={entry.key === 'notice' ? <UnreadBadge count={button.unread} /> : undefined}
            >
              {t(entry.label)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

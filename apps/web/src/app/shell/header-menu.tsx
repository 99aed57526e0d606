import { useId, useRef } from 'react';
import { Group } from '@mantine/core';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/url';
import { DeferredOverlay } from '../../shared/ui/deferred-overlay';
import { deferredPart } from '../../shared/loading/deferred-part';
import type { MenuItem } from '../../shared/feature-gates';
import { listStyle, MenuEntry, useMenuUnreadCount } from './shell-menu';
import { useFittingCount } from './use-fitting-count';
import { HeaderMoreButton } from './header-more-button';

const headerMoreMenu = deferredPart(async () => (await import('./header-more-menu')).HeaderMoreMenu);

interface HeaderMenuProps {
  displayCode: string;
  items: MenuItem[];
}

/**
 * The desktop header's main menu: as many entries as fit the room between the brand and the user menu, in the
 * menu's order, and the rest behind "More" (a broker with every feature on has ten entries, more than 1280 px
 * holds in English beside its name: they were clipped and the user menu pushed off the screen). A hidden copy
 * of every entry, at its natural width, tells how many fit.
 */
export function HeaderMenu({ displayCode, items }: HeaderMenuProps) {
  const { t } = useTranslation();
  const unread = useMenuUnreadCount(items);
  const row = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const shown = useFittingCount(row, measure, items.length);
  const rest = items.slice(shown);
  const { pathname } = useLocation();
  // The page the user is on, when its entry is behind "More": the button looks current as the entry would (a
  // header entry is marked by its link's aria-current, shell.css), and says which page (its description).
  const current = rest.find(
    ({ entry, blocked }) =>
      !blocked && matchPath({ path: `${paths.main(displayCode)}/${entry.path}`, end: false }, pathname),
  );
  const currentId = useId();
  const button = {
    currentId: current ? currentId : undefined,
    withUnread: rest.some(({ entry }) => entry.key === 'notice'),
    unread,
  };
  return (
    <div ref={row} className="shell-header-menu">
      <Group component="ul" gap={4} m={0} p={0} style={listStyle} wrap="nowrap">
        {items.slice(0, shown).map((item) => (
          <li key={item.entry.key}>
            <MenuEntry displayCode={displayCode} item={item} unread={unread} />
          </li>
        ))}
        {rest.length > 0 && (
          <li>
            {/* The button now, the menu's code when first wanted (DeferredOverlay). */}
            <DeferredOverlay
              part={headerMoreMenu}
              props={{ displayCode, rest, button }}
              popup="menu"
              trigger={(standIn) => <HeaderMoreButton {...button} {...standIn} />}
            />
            {current && (
              <span id={currentId} hidden>
                {t('menu.currentPage', { page: t(current.entry.label) })}
              </span>
            )}
          </li>
        )}
      </Group>
      {/* Out of sight and out of the accessibility tree: only its widths are read. */}
      <Group
        ref={measure}
        component="ul"
        gap={4}
        m={0}
        p={0}
        style={listStyle}
        wrap="nowrap"
        className="shell-header-menu__measure"
        aria-hidden
        inert
      >
        {items.map((item) => (
          <li key={item.entry.key}>
            <MenuEntry displayCode={displayCode} item={item} unread={unread} />
          </li>
        ))}
        <li>
          <HeaderMoreButton {...button} />
        </li>
      </Group>
    </div>
  );
}

import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@lantau/contract';
import { sameInstrument, type Instrument } from '../../shared/market-data';
import { useOverlayStart, type OverlayStart } from '../../shared/ui/deferred-overlay';
import type { WatchlistGroup } from '@lantau/contract';
import { GroupColourMark } from './group-colour';
import { AddToWatchlistButton } from './add-to-watchlist-button';

export interface AddToWatchlistMenuProps {
  instrument: Instrument;
  groups: readonly WatchlistGroup[];
  button: { loading: boolean; disabled: boolean };
  onAdd: (groupID: string) => void;
}

/**
 * The menu of the client's groups, loaded after the quote's first screen (add-to-watchlist.tsx): a group that
 * holds the stock already, or is full, is shown but cannot be picked.
 */
export function AddToWatchlistMenu({
  instrument,
  groups,
  button,
  onAdd,
  ...start
}: AddToWatchlistMenuProps & OverlayStart) {
  const { t } = useTranslation('watchlist');
  const { trigger, opened, setOpened } = useOverlayStart(start);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AddToWatchlistButton ref={trigger} {...button} />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('add.menu')}>
        <Menu.Label>{t('add.menu')}</Menu.Label>
        {groups.map((group) => {
          const inGroup = group.stocks.some((stock) => sameInstrument(stock, instrument));
          const full = group.stocks.length >= limits.watchlist.maxStocks;
          const name = inGroup
            ? t('add.inGroup', { name: group.name })
            : full
              ? t('add.full', { name: group.name })
              : group.name;
          return (
            <Menu.Item
              key={group.groupID}
              disabled={inGroup || full}
              leftSection={<GroupColourMark colour={group.colour} />}
              onClick={() => onAdd(group.groupID)}
            >
              {name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

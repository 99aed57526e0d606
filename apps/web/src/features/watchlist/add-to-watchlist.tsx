import { Button, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits } from '@lantau/contract';
import { sameInstrument, type Instrument } from '../../shared/market-data';
import { MutationError } from '../../shared/ui/mutation-error';
import { useWatchlists } from './api/get-watchlists';
import { usePostWatchlistStock } from './api/post-watchlist-stock';
import { GroupColourMark } from './group-colour';

/**
 * The quote page's 'Add to watchlist': a menu of the client's groups; a group that holds the stock already, or
 * is full, is shown but cannot be picked. What happened is announced beside the button.
 */
export function AddToWatchlist({ instrument, label }: { instrument: Instrument; label: string }) {
  const { t } = useTranslation('watchlist');
  const watchlists = useWatchlists();
  const add = usePostWatchlistStock();
  const groups = watchlists.data?.groups ?? [];
  const addedTo = add.isSuccess ? add.data.name : null;

  return (
    <Group gap="sm" align="center">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={add.isPending} disabled={!watchlists.isSuccess}>
            {t('add.button')}
          </Button>
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
                onClick={() => add.mutate({ groupID: group.groupID, stock: instrument })}
              >
                {name}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" role="status">
        {addedTo ? t('add.added', { stock: label, name: addedTo }) : ''}
      </Text>
      <MutationError error={add.error} />
    </Group>
  );
}

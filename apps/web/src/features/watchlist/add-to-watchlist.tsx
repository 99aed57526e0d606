import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../shared/market-data';
import { DeferredOverlay } from '../../shared/ui/deferred-overlay';
import { deferredPart } from '../../shared/loading/deferred-part';
import { MutationError } from '../../shared/ui/mutation-error';
import { useWatchlists } from './api/get-watchlists';
import { usePostWatchlistStock } from './api/post-watchlist-stock';
import { AddToWatchlistButton } from './add-to-watchlist-button';

const addToWatchlistMenu = deferredPart(
  async () => (await import('./add-to-watchlist-menu')).AddToWatchlistMenu,
);

/**
 * The quote page's 'Add to watchlist': a menu of the client's groups (add-to-watchlist-menu.tsx, whose code comes
 * when the button is first wanted, DeferredOverlay). What happened is announced beside the button.
 */
export function AddToWatchlist({ instrument, label }: { instrument: Instrument; label: string }) {
  const { t } = useTranslation('watchlist');
  const watchlists = useWatchlists();
  const add = usePostWatchlistStock();
  const addedTo = add.isSuccess ? add.data.name : null;
  const button = { loading: add.isPending, disabled: !watchlists.isSuccess };

  return (
    <Group gap="sm" align="center">
      <DeferredOverlay
        part={addToWatchlistMenu}
        props={{
          instrument,
          groups: watchlists.data?.groups ?? [],
          button,
          onAdd: (groupID: string) => add.mutate({ groupID, stock: instrument }),
        }}
        popup="menu"
        trigger={(standIn) => <AddToWatchlistButton {...button} {...standIn} />}
      />
      <Text size="sm" role="status">
        {addedTo ? t('add.added', { stock: label, name: addedTo }) : ''}
      </Text>
      <MutationError error={add.error} />
    </Group>
  );
}

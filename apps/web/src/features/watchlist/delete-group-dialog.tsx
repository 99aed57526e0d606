import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WatchlistGroup } from '@lantau/contract';
import { MutationError } from '../../shared/ui/mutation-error';
import { useDeleteWatchlist } from './api/delete-watchlist';
import { ClosableDialog } from '../../shared/ui/dialogs';

/** Deleting a group loses its stocks: it asks first. */
export function DeleteGroupDialog({
  group,
  onClose,
  onDeleted,
}: {
  group: WatchlistGroup | undefined;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['watchlist', 'common']);
  const remove = useDeleteWatchlist();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ClosableDialog centered={false} opened={!!group} onClose={close} title={t('delete.title')}>
      {group && (
        <Stack gap="md">
          <Text>{t('delete.body', { name: group.name, count: group.stocks.length })}</Text>
          <MutationError error={remove.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(group.groupID, {
                  onSuccess: () => {
                    close();
                    onDeleted();
                  },
                })
              }
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </ClosableDialog>
  );
}

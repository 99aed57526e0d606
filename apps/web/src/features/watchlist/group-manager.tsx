import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WatchlistGroup } from '@lantau/contract';
import { moveItem } from '@lantau/domain';
import { MutationError } from '../../shared/ui/mutation-error';
import { SectionCard } from '../../shared/ui/section-card';
import { usePutWatchlistOrder } from './api/put-watchlist-order';
import { GroupColourMark } from './group-colour';
import { ReorderButtons } from './reorder-buttons';

/** Every group in its order, with the buttons that move, edit and delete it, and the one that makes a new one. */
export function GroupManager({
  groups,
  canCreate,
  onCreate,
  onEdit,
  onDelete,
}: {
  groups: readonly WatchlistGroup[];
  canCreate: boolean;
  onCreate: () => void;
  onEdit: (group: WatchlistGroup) => void;
  onDelete: (group: WatchlistGroup) => void;
}) {
  const { t } = useTranslation('watchlist');
  const order = usePutWatchlistOrder();
  const move = (index: number, step: -1 | 1) =>
    order.mutate(moveItem(groups, index, step).map((group) => group.groupID));

  return (
    <SectionCard
      titleId="watchlist-manage-title"
      title={t('manage.title')}
      aside={
        <Button size="xs" onClick={onCreate} disabled={!canCreate}>
          {t('manage.new')}
        </Button>
      }
    >
      <MutationError error={order.error} />
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {groups.map((group, index) => (
          <Group component="li" key={group.groupID} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <GroupColourMark colour={group.colour} />
              <Text size="sm" fw={500}>
                {group.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('groups.count', { count: group.stocks.length })}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ReorderButtons
                index={index}
                count={groups.length}
                upLabel={t('manage.moveUp', { name: group.name })}
                downLabel={t('manage.moveDown', { name: group.name })}
                disabled={order.isPending}
                onMove={(step) => move(index, step)}
              />
              <ActionIcon
                variant="default"
                size="sm"
                aria-label={t('manage.edit', { name: group.name })}
                onClick={() => onEdit(group)}
              >
                <span aria-hidden="true">✎</span>
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="sm"
                aria-label={t('manage.delete', { name: group.name })}
                disabled={groups.length === 1}
                onClick={() => onDelete(group)}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

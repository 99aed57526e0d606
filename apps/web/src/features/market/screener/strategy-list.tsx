import { useState } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maxScreenersPerUser, type Screener } from '@lantau/contract';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useShowSaved } from '../../../shared/ui/show-saved';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { useDeleteScreener, usePatchScreener, useScreeners } from '../api/screeners';
import { StrategyNameDialog } from './strategy-name-dialog';
import { ClosableDialog } from '../../../shared/ui/dialogs';

/** The client's saved strategies: pick one to see its results and edit it, rename it, delete it. */
export function StrategyList({
  selectedId,
  onPick,
  onDeleted,
}: {
  selectedId: string | undefined;
  onPick: (screener: Screener) => void;
  onDeleted: (screenerID: string) => void;
}) {
  const { t } = useTranslation(['screener', 'common']);
  const screeners = useScreeners();
  const rename = usePatchScreener();
  const remove = useDeleteScreener();
  const showSaved = useShowSaved();
  const [renaming, setRenaming] = useState<Screener>();
  const [deleting, setDeleting] = useState<Screener>();
  const list = screeners.data ?? [];

  return (
    <SectionCard
      titleId="strategies-title"
      title={t('strategies.title')}
      aside={
        screeners.data && (
          <Text size="sm" c="dimmed">
            {t('strategies.count', { count: list.length, max: maxScreenersPerUser })}
          </Text>
        )
      }
    >
      {screeners.isError && !screeners.data ? (
        <RetryAlert title={t('strategies.loadFailed')} onRetry={() => void screeners.refetch()} />
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {screeners.isPending ? t('common:table.loading') : t('strategies.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" className="screener-strategies">
          {list.map((screener) => {
            const selected = screener.screenerID === selectedId;
            return (
              <Group key={screener.screenerID} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <UnstyledButton
                  className="screener-strategy"
                  data-selected={selected || undefined}
                  aria-current={selected || undefined}
                  aria-label={t('strategies.run', { name: screener.name })}
                  onClick={() => onPick(screener)}
                >
                  {screener.name}
                </UnstyledButton>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={t('strategies.renameOf', { name: screener.name })}
                    onClick={() => setRenaming(screener)}
                  >
                    {t('strategies.rename')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('strategies.deleteOf', { name: screener.name })}
                    onClick={() => setDeleting(screener)}
                  >
                    {t('strategies.delete')}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}

      <StrategyNameDialog
        opened={!!renaming}
        title={t('name.renameTitle')}
        initialName={renaming?.name ?? ''}
        saving={rename.isPending}
        error={rename.error}
        onClose={() => {
          rename.reset();
          setRenaming(undefined);
        }}
        onSave={(name) =>
          renaming &&
          rename.mutate(
            { screenerID: renaming.screenerID, body: { name } },
            {
              onSuccess: () => {
                setRenaming(undefined);
                showSaved(t('strategies.renamed'));
              },
            },
          )
        }
      />

      <ClosableDialog
        centered={false}
        opened={!!deleting}
        onClose={() => {
          remove.reset();
          setDeleting(undefined);
        }}
        title={t('strategies.deleteTitle')}
      >
        {deleting && (
          <Stack gap="md">
            <Text>{t('strategies.deleteBody', { name: deleting.name })}</Text>
            <MutationError error={remove.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(undefined)}>
                {t('common:dialog.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.screenerID, {
                    onSuccess: () => {
                      onDeleted(deleting.screenerID);
                      setDeleting(undefined);
                      showSaved(t('strategies.deleted'));
                    },
                  })
                }
              >
                {t('strategies.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </ClosableDialog>
    </SectionCard>
  );
}

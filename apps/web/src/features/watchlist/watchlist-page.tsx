import { useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { limits, type MarketCode, type WatchlistGroup } from '@lantau/contract';
import { QuoteColorScope, useQuotePlans } from '../../shared/market-data';
import { PageLoader } from '../../shared/ui/page-loader';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { MutationError } from '../../shared/ui/mutation-error';
import { StockSearch } from '../../shared/market-data/stock-search';
import { useWatchlists } from './api/get-watchlists';
import { usePostWatchlistStock } from './api/post-watchlist-stock';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupColourMark } from './group-colour';
import { GroupFormDialog } from './group-form-dialog';
import { GroupManager } from './group-manager';
import { WatchlistTable } from './watchlist-table';

type Editing = { kind: 'new' } | { kind: 'edit'; group: WatchlistGroup } | null;

/**
 * market_informatica/watchlist: the client's groups as tabs (with their colour marks), the chosen group's
 * stocks with live prices, a search that adds to it, and the group management. A trader's start page.
 */
export default function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  useDocumentTitle(t('title'));
  const watchlists = useWatchlists();
  const plans = useQuotePlans();
  const addStock = usePostWatchlistStock();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WatchlistGroup | undefined>();

  if (watchlists.isPending) return <PageLoader />;
  if (watchlists.isError) {
    return (
      <Alert color="red" role="alert" title={t('groups.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void watchlists.refetch()}>
          {t('groups.retry')}
        </Button>
      </Alert>
    );
  }
  const { groups } = watchlists.data;
  const group = groups.find((candidate) => candidate.groupID === chosen) ?? groups[0];
  const planOf = (market: MarketCode) => plans.data?.find((plan) => plan.market === market)?.plan;

  return (
    <QuoteColorScope>
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        {group && (
          <Tabs
            value={group.groupID}
            onChange={(value) => {
              setChosen(value);
              addStock.reset();
            }}
          >
            <Tabs.List aria-label={t('groups.label')}>
              {groups.map((candidate) => (
                <Tabs.Tab key={candidate.groupID} value={candidate.groupID}>
                  <Group gap={6} wrap="nowrap">
                    <GroupColourMark colour={candidate.colour} />
                    <span>{candidate.name}</span>
                    <Text span size="xs" c="dimmed">
                      {candidate.stocks.length}
                    </Text>
                  </Group>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={group.groupID} pt="md">
              <Stack gap="md">
                <StockSearch
                  label={t('add.search', { name: group.name })}
                  onPick={(stock) => addStock.mutate({ groupID: group.groupID, stock })}
                />
                <MutationError error={addStock.error} />
                <WatchlistTable group={group} planOf={planOf} />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        )}
        <GroupManager
          groups={groups}
          canCreate={groups.length < limits.watchlist.maxGroups}
          onCreate={() => setEditing({ kind: 'new' })}
          onEdit={(edited) => setEditing({ kind: 'edit', group: edited })}
          onDelete={setDeleting}
        />
        <GroupFormDialog
          opened={editing !== null}
          group={editing?.kind === 'edit' ? editing.group : undefined}
          groups={groups}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setChosen(saved.groupID);
          }}
        />
        <DeleteGroupDialog
          group={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => setChosen(null)}
        />
      </Stack>
    </QuoteColorScope>
  );
}

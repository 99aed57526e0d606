import { useRef, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Screener, ScreenerConditions } from '@lantau/contract';
import { MutationError } from '../../../shared/ui/mutation-error';
import { useShowSaved } from '../../../shared/ui/show-saved';
import { useSchemaForm } from '../../../shared/form';
import type { SortingState } from '../../../shared/table';
import { PageNavigation } from '../../../shared/ui/page-navigation';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { usePatchScreener, usePostScreener, useScreenerResults } from '../api/screeners';
import { MarketScope } from '../ui/market-scope';
import { ConditionEditor } from './condition-editor';
import { ResultsTable, sortOf } from './results-table';
import { emptyScreenerForm, screenerFormSchema, toConditions, toFormValues } from './screener-form';
import { StrategyList } from './strategy-list';
import { StrategyNameDialog } from './strategy-name-dialog';
import { attemptFor, type IdempotentAttempt } from '../../../shared/api/idempotency-attempt';
import './screener.css';

const PAGE_SIZE = 20;

const newKey = () => crypto.randomUUID();

/**
 * market_informatica/stock_screener (the market area's index): saved strategies, the condition editor and the
 * results, sorted by any column and paged; each row opens its quote or the order ticket.
 */
export default function ScreenerPage() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('title'));
  const showSaved = useShowSaved();
  const form = useSchemaForm(screenerFormSchema, emptyScreenerForm());
  const [selected, setSelected] = useState<Screener>();
  const [conditions, setConditions] = useState<ScreenerConditions>();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'changePct', desc: true }]);
  const [page, setPage] = useState(1);
  const [naming, setNaming] = useState(false);
  const create = usePostScreener();
  const change = usePatchScreener();
  // One key per strategy being saved: a double click or a retry after a lost answer saves it once; another name
  // or other conditions (after a refusal, say) are another strategy, under a new key.
  const attempt = useRef<IdempotentAttempt>(undefined);
  const keyFor = (body: object) => {
    attempt.current = attemptFor(attempt.current, body, newKey);
    return attempt.current.key;
  };

  const results = useScreenerResults(
    conditions && { ...conditions, ...sortOf(sorting), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / PAGE_SIZE));

  const show = (next: ScreenerConditions) => {
    setConditions(next);
    setPage(1);
  };
  const pick = (screener: Screener) => {
    setSelected(screener);
    form.reset(toFormValues(screener));
    show(screener);
  };
  /** Runs the form's checks first; the action gets the converted conditions only when they pass. */
  const withValidConditions = (action: (next: ScreenerConditions) => void) => () =>
    void form.handleSubmit((values) => action(toConditions(values)))();

  return (
    <MarketScope>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <StrategyList
          selectedId={selected?.screenerID}
          onPick={pick}
          onDeleted={(screenerID) => {
            if (selected?.screenerID === screenerID) setSelected(undefined);
          }}
        />
        <ConditionEditor
          form={form}
          onSearch={(values) => show(toConditions(values))}
          onClear={() => {
            setSelected(undefined);
            form.reset(emptyScreenerForm(form.getValues('market')));
          }}
          onSaveNew={withValidConditions(() => setNaming(true))}
          saveChangesLabel={selected && t('conditions.saveChanges', { name: selected.name })}
          onSaveChanges={
            selected &&
            withValidConditions((next) =>
              change.mutate(
                { screenerID: selected.screenerID, body: { conditions: next } },
                {
                  onSuccess: (saved) => {
                    setSelected(saved);
                    show(next);
                    showSaved(t('strategies.changed'));
                  },
                },
              ),
            )
          }
        />
        <MutationError error={change.error} />

        <Paper withBorder p="md" component="section" aria-labelledby="screener-results-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="screener-results-title">
              {selected && conditions
                ? t('strategies.selected', { name: selected.name })
                : t('results.title')}
            </Title>
            {results.data?.delayed && <Badge variant="light">{t('results.delayed')}</Badge>}
          </Group>
          {!conditions ? (
            <Text c="dimmed">{t('results.start')}</Text>
          ) : results.isError && !results.data ? (
            <RetryAlert title={t('results.loadFailed')} onRetry={() => void results.refetch()} />
          ) : (
            <Stack gap="sm">
              <ResultsTable
                rows={results.data?.rows}
                loading={results.isFetching}
                sorting={sorting}
                onSortingChange={(next) => {
                  setSorting(next);
                  setPage(1);
                }}
              />
              {results.data && (
                <Group justify="space-between" wrap="wrap">
                  <Text size="sm" c="dimmed" role="status">
                    {t('results.total', { count: results.data.total })}
                  </Text>
                  {pages > 1 && (
                    <PageNavigation
                      total={pages}
                      value={page}
                      onChange={setPage}
                      label={t('results.pages')}
                    />
                  )}
                </Group>
              )}
            </Stack>
          )}
        </Paper>
      </Stack>

      <StrategyNameDialog
        opened={naming}
        title={t('name.saveTitle')}
        initialName=""
        saving={create.isPending}
        error={create.error}
        onClose={() => {
          create.reset();
          setNaming(false);
        }}
        onSave={(name) => {
          const body = { name, ...toConditions(form.getValues()) };
          create.mutate(
            { body, idempotencyKey: keyFor(body) },
            {
              onSuccess: (saved) => {
                attempt.current = undefined;
                setNaming(false);
                pick(saved);
                showSaved(t('strategies.saved'));
              },
            },
          );
        }}
      />
    </MarketScope>
  );
}

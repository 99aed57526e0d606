import { useMemo } from 'react';
import { Button, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ledgerReasons, type LedgerReason } from '@lantau/contract';
import { DateRangeFields } from '../../../shared/ui/date-range-fields';
import { PagedResults } from '../../../shared/ui/paged-results';
import { FilterSelect, SearchForm } from '../../../shared/ui/search-form';
import { useSearchDraft } from '../../../shared/ui/use-search-draft';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccountRecords } from '../api/get-account-records';
import { useSelectedAccount } from '../use-selected-account';
import { accountLabel } from '../overview/account-toolbar';
import { MutationError } from '../../../shared/ui/mutation-error';
import { defaultRange } from './record-range';
import { RecordTable, useRecordColumns } from './record-table';
import { useRecordsExport } from './use-records-export';

const PAGE_SIZE = 20;

interface Filter {
  from: string;
  to: string;
  reason: LedgerReason | '';
}

/** main/account/record: every ledger movement of the account, by date range and type, paged, and as CSV. */
export function RecordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('record.title'));
  const { accounts, account, choose } = useSelectedAccount();
  const { draft, patchDraft, filter, search, paging, pageQuery } = useSearchDraft<Filter>(
    () => ({ ...defaultRange(), reason: '' }),
    PAGE_SIZE,
  );
  const rangeInvalid = draft.from > draft.to;

  const query = useMemo(
    () => ({
      from: filter.from,
      to: filter.to,
      ...(filter.reason ? { reason: filter.reason } : {}),
    }),
    [filter],
  );
  const records = useAccountRecords(account?.accountNumber, { ...query, ...pageQuery });
  const csvColumns = useRecordColumns();
  const exporter = useRecordsExport(account?.accountNumber, query);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('record.title')}</Title>
      <SearchForm label={t('record.title')} align="flex-end" canSearch={!rangeInvalid} onSearch={search}>
        {accounts.data && account && (
          <NativeSelect
            label={t('overview.account')}
            value={account.accountNumber}
            onChange={(event) => {
              choose(event.currentTarget.value);
              paging.setPage(1);
            }}
            data={accounts.data.map((candidate) => ({
              value: candidate.accountNumber,
              label: accountLabel(candidate),
            }))}
          />
        )}
        <DateRangeFields
          range={draft}
          onChange={patchDraft}
          fromLabel={t('record.from')}
          toLabel={t('record.to')}
          error={rangeInvalid ? t('record.rangeInvalid') : undefined}
        />
        <FilterSelect
          label={t('record.type')}
          value={draft.reason}
          onChange={(reason) => patchDraft({ reason })}
          allLabel={t('record.allTypes')}
          options={ledgerReasons.map((reason) => ({ value: reason, label: t(`record.reasons.${reason}`) }))}
        />
        <Button type="submit" disabled={rangeInvalid}>
          {t('record.search')}
        </Button>
        <Button
          variant="default"
          loading={exporter.exporting}
          disabled={!records.data || records.data.total === 0}
          onClick={() =>
            void exporter.run(
              csvColumns,
              `${account?.accountNumber ?? 'account'}-${filter.from}-${filter.to}.csv`,
            )
          }
        >
          {t('record.export')}
        </Button>
      </SearchForm>
      <MutationError error={exporter.error} />
      <PagedResults
        query={records}
        paging={paging}
        summary={(count) => t('record.total', { count })}
        label={t('record.pagination')}
        alwaysShowPages
      >
        <RecordTable records={records.data?.records} loading={records.isFetching} />
      </PagedResults>
    </Stack>
  );
}

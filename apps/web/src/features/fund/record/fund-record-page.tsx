import { useCallback, useMemo, useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  fundRequestStatuses,
  fundRequestTypes,
  type FundRequest,
  type FundRequestStatus,
  type FundRequestType,
} from '@lantau/contract';
import { DateRangeFields } from '../../../shared/ui/date-range-fields';
import { PagedResults } from '../../../shared/ui/paged-results';
import { FilterSelect, SearchForm } from '../../../shared/ui/search-form';
import { useSearchDraft } from '../../../shared/ui/use-search-draft';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useShowSaved } from '../../../shared/ui/show-saved';
import { useFundRequests } from '../api/get-fund-requests';
import { useFundSettings } from '../api/get-fund-settings';
import { LoadingOrRetry } from '../flow/flow-pages';
import { FundRecordTable } from './fund-record-table';
import { defaultFundRange, rangeProblem } from './record-range';
import { RequestHistoryDialog } from './request-history-dialog';
import { WithdrawRequestDialog } from './withdraw-request-dialog';

const PAGE_SIZE = 20;

interface Filter {
  from: string;
  to: string;
  type: FundRequestType | '';
  status: FundRequestStatus | '';
}

/** fund/record: the client's fund requests by date (within FundHistRangeLimit days), type and status. */
export function FundRecordPage() {
  const { t } = useTranslation('fund');
  useDocumentTitle(t('record.title'));
  const settings = useFundSettings();
  if (settings.isError || !settings.data) return <LoadingOrRetry query={settings} />;
  return <FundRecords limitDays={settings.data.switches.FundHistRangeLimit} />;
}

function FundRecords({ limitDays }: { limitDays: number }) {
  const { t } = useTranslation('fund');
  const showSaved = useShowSaved();
  const { draft, patchDraft, filter, search, paging, pageQuery } = useSearchDraft<Filter>(
    () => ({ ...defaultFundRange(limitDays), type: '', status: '' }),
    PAGE_SIZE,
  );
  const [history, setHistory] = useState<FundRequest>();
  const [withdrawing, setWithdrawing] = useState<FundRequest>();
  const problem = rangeProblem(draft.from, draft.to, limitDays);
  const query = useMemo(
    () => ({
      from: filter.from,
      to: filter.to,
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...pageQuery,
    }),
    [filter, pageQuery],
  );
  const requests = useFundRequests(query);
  const onHistory = useCallback((request: FundRequest) => setHistory(request), []);
  const onWithdraw = useCallback((request: FundRequest) => setWithdrawing(request), []);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('record.title')}</Title>
      <SearchForm label={t('record.title')} canSearch={!problem} onSearch={search}>
        <DateRangeFields
          range={draft}
          onChange={patchDraft}
          fromLabel={t('record.from')}
          toLabel={t('record.to')}
          error={problem ? t(`record.${problem}`, { days: limitDays }) : undefined}
        />
        <FilterSelect
          label={t('record.type')}
          value={draft.type}
          onChange={(type) => patchDraft({ type })}
          allLabel={t('record.all')}
          options={fundRequestTypes.map((type) => ({ value: type, label: t(`record.types.${type}`) }))}
        />
        <FilterSelect
          label={t('record.status')}
          value={draft.status}
          onChange={(status) => patchDraft({ status })}
          allLabel={t('record.all')}
          options={(Object.keys(fundRequestStatuses) as FundRequestStatus[]).map((status) => ({
            value: status,
            label: `${t(`record.statuses.${status}`)} (${status})`,
          }))}
        />
        <Button type="submit" disabled={!!problem} mt={25}>
          {t('record.search')}
        </Button>
      </SearchForm>
      <PagedResults
        query={requests}
        paging={paging}
        summary={(count) => t('record.total', { count })}
        label={t('record.table')}
      >
        <FundRecordTable
          requests={requests.data?.requests}
          loading={requests.isFetching}
          onHistory={onHistory}
          onWithdraw={onWithdraw}
        />
      </PagedResults>
      <RequestHistoryDialog request={history} onClose={() => setHistory(undefined)} />
      <WithdrawRequestDialog
        request={withdrawing}
        onClose={() => setWithdrawing(undefined)}
        onWithdrawn={() => showSaved(t('record.withdrawn'))}
      />
    </Stack>
  );
}

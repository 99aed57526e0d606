import { useCallback, useState } from 'react';
import type { AccountRecord } from '@lantau/contract';
import { fetchAccountRecords, type AccountRecordsQuery } from '../api/get-account-records';
import { downloadText, recordsCsv, type CsvColumn } from './records-csv';

/** The most a page of records may hold (the contract's limit): the export asks for pages this size. */
const EXPORT_PAGE = 500;

/**
 * Exports every record the filter matches, not only the page on screen: it asks for all of them, page by page,
 * and builds the file in the browser.
 */
export function useRecordsExport(
  accountNumber: string | undefined,
  filter: Omit<AccountRecordsQuery, 'limit' | 'offset'>,
) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (columns: CsvColumn[], fileName: string) => {
      if (!accountNumber) return;
      setExporting(true);
      setError(null);
      try {
        const records: AccountRecord[] = [];
        let total = Infinity;
        while (records.length < total) {
          const page = await fetchAccountRecords(accountNumber, {
            ...filter,
            limit: EXPORT_PAGE,
            offset: records.length,
          });
          total = page.total;
          records.push(...page.records);
          if (page.records.length === 0) break;
        }
        downloadText(recordsCsv(records, columns), fileName);
      } catch (failure) {
        setError(failure);
      } finally {
        setExporting(false);
      }
    },
    [accountNumber, filter],
  );
  return { run, exporting, error };
}

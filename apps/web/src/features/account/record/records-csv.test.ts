import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '@lantau/contract';
import { recordsCsv, UTF8_BOM, type CsvColumn } from './records-csv';

const record = (change: Partial<AccountRecord>): AccountRecord => ({
  entryID: '1',
  journalID: 'J1',
  time: '2026-11-23T10:00:00+08:00',
  reason: 'TRADE',
  reference: 'O-1',
  referenceText: 'O-2611-000001',
  description: 'Buy 100 00700 @ 380.000',
  asset: { kind: 'cash', currency: 'HKD' },
  amount: '-38000.00',
  balanceAfter: '62000.00',
  state: 'POSTED',
  ...change,
});

const columns: CsvColumn[] = [
  { header: '說明', value: (entry) => entry.description },
  { header: 'Amount', value: (entry) => entry.amount },
  { header: 'Reference', value: (entry) => entry.reference },
];

describe('account records as CSV', () => {
  it('starts with the UTF-8 byte order mark, then headers, with CRLF line ends', () => {
    const text = recordsCsv([record({})], columns);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe('說明,Amount,Reference\r\nBuy 100 00700 @ 380.000,-38000.00,O-1\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps a formula from running', () => {
    const text = recordsCsv(
      [record({ description: 'Fee, "stamp"\nduty', reference: '=HYPERLINK("x")' })],
      columns,
    );
    expect(text.split('\r\n')[1]).toBe('"Fee, ""stamp""\nduty",-38000.00,"\t=HYPERLINK(""x"")"');
  });
});

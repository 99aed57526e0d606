import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../test/fake-api';
import { setTestLanguage } from '../../../test/render';
import { sessionStore } from '../../../shared/session';
import { secureStorage } from '../../../shared/storage';
import { generateAesKey } from '../../../shared/storage/aes-gcm';
import { cashAccount, recordOf } from '../test/account-fixtures';
import { renderAccountPage } from '../test/render-account-page';
import { UTF8_BOM } from './records-csv';
import { RecordPage } from './record-page';

beforeAll(async () => {
  await setTestLanguage('en');
  await secureStorage.open({ key: await generateAesKey(), persistent: false });
});
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** 45 movements: trades, and every fifth a fee. The fake answers the page and filter asked for, like the server. */
const all = Array.from({ length: 45 }, (_, index) =>
  recordOf(
    index,
    index % 5 === 0 ? { reason: 'FEE', description: `Stamp duty, "HK" #${index}`, amount: '-38.00' } : {},
  ),
);

function api() {
  const asked: URLSearchParams[] = [];
  installFakeApi([
    (url) => (url.pathname === '/api/accounts' ? { data: [cashAccount] } : undefined),
    (url) => {
      if (url.pathname !== '/api/accounts/LTU1004C/records') return undefined;
      asked.push(url.searchParams);
      const reason = url.searchParams.get('reason');
      const matching = all.filter((record) => !reason || record.reason === reason);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return { data: { total: matching.length, records: matching.slice(offset, offset + limit) } };
    },
  ]);
  return asked;
}

/** The file's text with its BOM kept (a UTF-8 decoder drops it unless told not to). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

const table = () => screen.getByRole('table', { name: 'Account movements' });
const bodyRows = () => within(table()).getAllByRole('rowheader');

describe('account record', () => {
  it('pages through the movements of the last 30 days', async () => {
    const asked = api();
    renderAccountPage(<RecordPage />, '/lantau/main/account/record');
    expect(await screen.findByText('45 movements')).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    const first = asked[0]!;
    expect(first.get('limit')).toBe('20');
    expect(first.get('offset')).toBe('0');
    expect(first.get('from')! < first.get('to')!).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(asked.at(-1)!.get('offset')).toBe('40');
  });

  it('filters by type and refuses a range that ends before it starts', async () => {
    const asked = api();
    renderAccountPage(<RecordPage />, '/lantau/main/account/record');
    await screen.findByText('45 movements');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'FEE');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('9 movements')).toBeTruthy();
    expect(asked.at(-1)!.get('reason')).toBe('FEE');
    expect(within(table()).getAllByText('Fee')).toHaveLength(9);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(screen.getByText('The start date must not be after the end date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled')).toBe(true);
  });

  it('exports every matching movement, not only the page shown, as CSV with the BOM', async () => {
    const asked = api();
    // jsdom has no object URLs: catch the file the page hands to the browser.
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:records';
    };
    URL.revokeObjectURL = () => undefined;
    renderAccountPage(<RecordPage />, '/lantau/main/account/record');
    await screen.findByText('45 movements');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked.at(-1)!.get('limit')).toBe('500');
    const text = await readText(files[0]!);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Type,Description,Asset,Amount,Balance after,State,Reference');
    expect(lines).toHaveLength(46);
    expect(lines[1]).toContain('Fee,"Stamp duty, ""HK"" #0",HKD,-38.00,62000.00,Posted,O-2611-000000');
  });
});

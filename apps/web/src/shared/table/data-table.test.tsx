import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test/fake-api';
import { renderWithProviders, setTestLanguage, TestProviders } from '../../test/render';
import { sessionStore } from '../session';
import { DataTable, type DataTableProps } from './data-table';
import { dataTableColumns } from './table-features';

interface Holding {
  code: string;
  name: string;
  marketValue: string;
}

const column = dataTableColumns<Holding>();
const columns = [
  column.accessor('name', { header: 'Name', sortFn: 'text', meta: { rowHeader: true } }),
  column.accessor('marketValue', { header: 'Market value', sortFn: 'decimal', meta: { numeric: true } }),
];
const holdings: Holding[] = [
  { code: '00005', name: 'HSBC', marketValue: '10.25' },
  { code: '00700', name: 'Tencent', marketValue: '9.50' },
  { code: '09988', name: 'Alibaba', marketValue: '123456.00' },
];

function stripeSetting(striped: boolean) {
  installFakeApi([
    (url) =>
      url.pathname === '/api/users/LTU1004/configurations'
        ? { data: { DISPLAY_TABLE_STRIPE: striped } }
        : undefined,
  ]);
}

const renderHoldings = (props: Partial<DataTableProps<Holding>> = {}) =>
  renderWithProviders(
    <DataTable
      caption="Holdings"
      columns={columns}
      data={holdings}
      getRowId={(row) => row.code}
      emptyText="None"
      {...props}
    />,
  );

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeAll(() => setTestLanguage('en'));
beforeEach(() => sessionStore.start({ token: 'token', userID: 'LTU1004' }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('data table', () => {
  it('sorts decimal strings by value from the keyboard, and says the order with aria-sort', async () => {
    stripeSetting(true);
    renderHoldings();
    expect(screen.getByRole('table', { name: 'Holdings' })).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: /Market value/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(header.className).toContain('num');
    expect(bodyNames()).toEqual(['HSBC', 'Tencent', 'Alibaba']);

    const user = userEvent.setup();
    await user.tab(); // the scrolling region
    await user.tab(); // Name
    await user.tab(); // Market value
    expect(document.activeElement).toBe(within(header).getByRole('button'));
    await user.keyboard('{Enter}');
    // As text '10.25' < '123456.00' < '9.50'; by value 9.50 < 10.25 < 123456.00.
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(bodyNames()).toEqual(['Tencent', 'HSBC', 'Alibaba']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(bodyNames()).toEqual(['Alibaba', 'HSBC', 'Tencent']);
    expect(screen.getByRole('cell', { name: '123456.00' }).className).toContain('num');
  });

  it('stripes rows only when the user keeps DISPLAY_TABLE_STRIPE on', async () => {
    stripeSetting(false);
    const { unmount } = renderHoldings();
    const table = screen.getByRole('table');
    // Striped until the server answers (its default), then as the user chose.
    await waitFor(() => expect(table.hasAttribute('data-striped')).toBe(false));
    unmount();
    stripeSetting(true);
    renderHoldings();
    expect(screen.getByRole('table').hasAttribute('data-striped')).toBe(true);
    expect(screen.getAllByRole('row').filter((row) => row.hasAttribute('data-odd'))).toHaveLength(2);
  });

  it('says it is loading, then that there is nothing, in one cell across the columns', () => {
    stripeSetting(true);
    const props = {
      caption: 'Holdings',
      columns,
      getRowId: (row: Holding) => row.code,
      emptyText: 'No holdings',
    };
    const { rerender } = renderWithProviders(<DataTable {...props} data={undefined} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(
      <TestProviders>
        <DataTable {...props} data={[]} />
      </TestProviders>,
    );
    const cell = screen.getByRole('cell', { name: 'No holdings' });
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });

  it('puts only the rows in view in the page for a long list, and tells the full count', () => {
    stripeSetting(true);
    const many = Array.from({ length: 5000 }, (_, index) => ({
      code: String(index).padStart(5, '0'),
      name: `Stock ${index}`,
      marketValue: `${index}.00`,
    }));
    renderHoldings({ caption: 'Many', data: many, virtualHeight: 400 });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = bodyNames();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toBe('Stock 0');
  });
});

describe('a live list', () => {
  it("draws only the new row's cells when a row arrives above the others", () => {
    let cellsDrawn = 0;
    const counted = [
      column.accessor('name', {
        header: 'Name',
        meta: { rowHeader: true },
        cell: ({ getValue }) => {
          cellsDrawn++;
          return getValue();
        },
      }),
    ];
    const table = (data: Holding[]) => (
      <DataTable
        caption="Trades"
        columns={counted}
        data={data}
        getRowId={(row) => row.code}
        emptyText="None"
        sortable={false}
        striped={false}
      />
    );
    const { rerender } = renderWithProviders(table(holdings));
    expect(cellsDrawn).toBe(3);
    // A new row at the top (the latest trades): the rows below keep their data and columns.
    const newest = { code: '00001', name: 'CKH', marketValue: '1.00' };
    rerender(<TestProviders>{table([newest, ...holdings])}</TestProviders>);
    expect(bodyNames()).toEqual(['CKH', 'HSBC', 'Tencent', 'Alibaba']);
    // Only the new row's cells: the others' stripes moved, not their data.
    expect(cellsDrawn).toBe(3 + 1);
    expect(screen.getByText('HSBC').closest('tr')!.hasAttribute('data-odd')).toBe(false);
  });
});

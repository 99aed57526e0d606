import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setTestLanguage } from '../../test/render';
import { clearSearchHistory, rememberSearch } from '../preferences';
import { StockSearchCombobox } from './stock-search-combobox';

beforeAll(() => setTestLanguage('en'));
afterEach(() => {
  cleanup();
  clearSearchHistory();
  vi.restoreAllMocks();
});

describe('StockSearchCombobox', () => {
  it('draws and positions no list until it opens; opened, the list is named, walked by arrows, picked by Enter', async () => {
    // Mantine's Combobox keeps its list mounted while closed: the recent picks' rows were drawn out of sight and
    // floating-ui positioned the hidden list (boxes read) as the combobox mounted, after the quote's price.
    rememberSearch({
      market: 'HK',
      stockCode: '00700',
      name: { en_US: 'Tencent', zh_HK: '騰訊', zh_CN: '腾讯' },
    });
    rememberSearch({
      market: 'HK',
      stockCode: '00005',
      name: { en_US: 'HSBC', zh_HK: '滙豐', zh_CN: '汇丰' },
    });
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const onPick = vi.fn();
    renderWithProviders(<StockSearchCombobox onPick={onPick} initialKeyword="" focusField={false} />);
    const field = await screen.findByRole('textbox');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(screen.queryByText('Tencent')).toBeNull();
    expect(measure).not.toHaveBeenCalled();

    await userEvent.click(field);
    const list = await screen.findByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(field.getAttribute('aria-activedescendant')).toBe(
        within(list).getByRole('option', { name: /HSBC/ }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ market: 'HK', stockCode: '00005' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // Closed with the focus on the field, an arrow opens it again with the first option chosen, as before.
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard('{ArrowDown}');
    const again = await screen.findByRole('listbox');
    expect(field.getAttribute('aria-activedescendant')).toBe(within(again).getAllByRole('option')[0]!.id);
  });
});

import { useEffect, useRef, useState } from 'react';
import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useMarketName } from './use-market-name';
import { limits, type StockIdentity } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../i18n';
import { useStockSearch } from './api/search-stocks';
import { rememberSearch, usePreference } from '../preferences';
import type { Instrument } from './instrument-key';
import { localName } from './quote-format';
import { StockSearchField } from './stock-search-field';

const MORE = '__more__';

interface StockSearchComboboxProps {
  onPick: (instrument: Instrument) => void;
  label?: string;
  /** What was typed in the field before this code was in (stock-search.tsx). */
  initialKeyword: string;
  /** The field had the focus before this code was in: this one takes it. */
  focusField: boolean;
}

/**
 * Finds a stock by code or by name in any language: 3 results first, then 'more' up to 100 (spec section 9).
 * A combobox, so arrows move through the results and Enter picks one.
 *
 * Its list comes into the document when it first opens: Mantine's Combobox keeps it mounted, hidden, from the
 * start, and so drew the recent picks' rows out of sight and floating-ui positioned the hidden list as the
 * combobox mounted, a 0.2 s task at 4x on the quote after its price (bench/README.md "Session 37: the stock
 * search's list"). Once opened it is kept as Mantine keeps it: the keys then work on it as before (an arrow on
 * the closed field opens it with an option chosen, which needs the options in the document).
 */
export function StockSearchCombobox({ onPick, label, initialKeyword, focusField }: StockSearchComboboxProps) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const [listWanted, setListWanted] = useState(false);
  const combobox = useCombobox({
    onDropdownOpen: () => setListWanted(true),
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // The field names its list (aria-controls) from the store's list id, which the list sets only once it has
  // mounted: mounted on the first opening, the field's open render would name none. Given here, it names it.
  const listId = useId();
  const { setListId } = combobox;
  useEffect(() => setListId(listId), [setListId, listId]);
  const [keyword, setKeyword] = useState(initialKeyword);
  const field = useRef<HTMLInputElement>(null);
  // Only as it mounts: focusing the field opens the dropdown, as a focus on it always does.
  const [focusAtMount] = useState(focusField);
  useEffect(() => {
    if (focusAtMount) field.current?.focus();
  }, [focusAtMount]);
  const [limit, setLimit] = useState<number>(limits.stockSearchInitial);
  const [debounced] = useDebouncedValue(keyword, 200);
  const search = useStockSearch(debounced, limit);
  const items = search.data?.items ?? [];
  const more = (search.data?.total ?? 0) > items.length && limit < limits.stockSearchMax;
  // With nothing typed, the recent picks (kept on this device; the settings page shows and clears them).
  const [history] = usePreference('searchHistory');
  const showHistory = debounced.trim() === '' && keyword.trim() === '' && history.length > 0;
  const options = showHistory ? history : items;

  const pick = (value: string) => {
    if (value === MORE) {
      setLimit(limits.stockSearchMax);
      return;
    }
    const found = options.find((item) => `${item.market}|${item.stockCode}` === value);
    if (!found) return;
    rememberSearch({ market: found.market, stockCode: found.stockCode, name: found.name });
    onPick({ market: found.market, stockCode: found.stockCode });
    setKeyword('');
    setLimit(limits.stockSearchInitial);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} keepMounted={listWanted}>
      <Combobox.Target>
        <StockSearchField
          ref={field}
          label={label}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            setLimit(limits.stockSearchInitial);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          // A click opens it too: after a pick the field keeps the focus, so no focus event would come.
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.trim() === '' && !showHistory}>
        <Combobox.Options
          id={listId}
          mah={320}
          style={{ overflowY: 'auto' }}
          aria-label={showHistory ? t('search.history') : t('search.results')}
        >
          {options.map((item) => (
            <Combobox.Option
              value={`${item.market}|${item.stockCode}`}
              key={`${item.market}|${item.stockCode}`}
            >
              <SearchRow
                market={item.market}
                stockCode={item.stockCode}
                name={localName(item.name, language)}
              />
            </Combobox.Option>
          ))}
          {!showHistory && search.isSuccess && items.length === 0 && (
            <Combobox.Empty>{t('search.none')}</Combobox.Empty>
          )}
          {!showHistory && more && (
            <Combobox.Option value={MORE}>
              <Text size="sm" fw={600}>
                {t('search.more', { count: search.data?.total ?? 0 })}
              </Text>
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SearchRow({
  market,
  stockCode,
  name,
}: Pick<StockIdentity, 'market' | 'stockCode'> & { name: string }) {
  const marketName = useMarketName();
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={600} className="num" miw="4.5rem" ta="left">
        {displayStockCode(market, stockCode)}
      </Text>
      <Text size="sm" truncate="end">
        {name}
      </Text>
      <Text size="xs" c="dimmed" ml="auto">
        {marketName(market)}
      </Text>
    </Group>
  );
}

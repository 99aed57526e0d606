import { useState } from 'react';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { limits, type StockIdentity } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../../../shared/i18n';
import { useStockSearch } from '../api/search-stocks';
import { localName, type Instrument } from '../../../shared/market-data';

const MORE = '__more__';

/**
 * Finds a stock by code or by name in any language: 3 results first, then 'more' up to 100 (spec section 9).
 * A combobox, so arrows move through the results and Enter picks one.
 */
export function StockSearch({ onPick, label }: { onPick: (instrument: Instrument) => void; label?: string }) {
  const { t } = useTranslation('market');
  const { language } = useLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [keyword, setKeyword] = useState('');
  const [limit, setLimit] = useState<number>(limits.stockSearchInitial);
  const [debounced] = useDebouncedValue(keyword, 200);
  const search = useStockSearch(debounced, limit);
  const items = search.data?.items ?? [];
  const more = (search.data?.total ?? 0) > items.length && limit < limits.stockSearchMax;

  const pick = (value: string) => {
    if (value === MORE) {
      setLimit(limits.stockSearchMax);
      return;
    }
    const found = items.find((item) => `${item.market}|${item.stockCode}` === value);
    if (!found) return;
    onPick({ market: found.market, stockCode: found.stockCode });
    setKeyword('');
    setLimit(limits.stockSearchInitial);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={label ?? t('search.label')}
          placeholder={t('search.placeholder')}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            setLimit(limits.stockSearchInitial);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          maw={420}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.trim() === ''}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label={t('search.results')}>
          {items.map((item) => (
            <Combobox.Option
              value={`${item.market}|${item.stockCode}`}
              key={`${item.market}|${item.stockCode}`}
            >
              <SearchRow item={item} name={localName(item.name, language)} />
            </Combobox.Option>
          ))}
          {search.isSuccess && items.length === 0 && <Combobox.Empty>{t('search.none')}</Combobox.Empty>}
          {more && (
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

function SearchRow({ item, name }: { item: StockIdentity; name: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={600} className="num" miw="4.5rem" ta="left">
        {displayStockCode(item.market, item.stockCode)}
      </Text>
      <Text size="sm" truncate="end">
        {name}
      </Text>
      <Text size="xs" c="dimmed" ml="auto">
        {item.market}
      </Text>
    </Group>
  );
}

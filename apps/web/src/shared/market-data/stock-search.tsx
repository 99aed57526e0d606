import { useState } from 'react';
import { deferredPart, useDeferredPart } from '../loading/deferred-part';
import type { Instrument } from './instrument-key';
import { StockSearchField } from './stock-search-field';

const stockSearchCombobox = deferredPart(
  async () => (await import('./stock-search-combobox')).StockSearchCombobox,
);

/**
 * Finds a stock by code or by name in any language (stock-search-combobox.tsx). The field is drawn at once; the
 * combobox's code (Mantine's Combobox over its Popover and floating-ui) comes when the field is first hovered,
 * focused or typed in, or at the browser's first idle moment: what was typed meanwhile, and the focus, carry
 * over to it.
 */
export function StockSearch({ onPick, label }: { onPick: (instrument: Instrument) => void; label?: string }) {
  const [Loaded, load] = useDeferredPart(stockSearchCombobox);
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  if (Loaded) return <Loaded onPick={onPick} label={label} initialKeyword={keyword} focusField={focused} />;
  return (
    <StockSearchField
      label={label}
      value={keyword}
      aria-haspopup="listbox"
      onChange={(event) => {
        setKeyword(event.currentTarget.value);
        load();
      }}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerEnter={load}
    />
  );
}

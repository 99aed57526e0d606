import { limits, type Quote } from '@lantau/contract';
import type { AppLanguage } from '../i18n';
import { useStockSearch } from './api/search-stocks';
import type { Instrument } from './instrument-key';
import { localName } from './quote-format';
import { useQuoteSelector } from './use-quote';

const nameOf = (quote: Quote | undefined) => quote?.name;

/**
 * An instrument's name in the reader's language, for a title that would otherwise show a bare code: from the
 * quote already in the store, else from the stock search by its code (free on every plan, where a snapshot
 * would spend a CLICK plan's quota). Undefined until known.
 */
export function useInstrumentName(instrument: Instrument, language: AppLanguage): string | undefined {
  const quoted = useQuoteSelector(instrument, nameOf);
  const search = useStockSearch(quoted ? '' : instrument.stockCode, limits.stockSearchInitial);
  const found = search.data?.items.find(
    (item) => item.market === instrument.market && item.stockCode === instrument.stockCode,
  );
  const name = quoted ?? found?.name;
  return name ? localName(name, language) : undefined;
}

import { Anchor } from '@mantine/core';
import type { LocalizedText } from '@lantau/contract';
import { displayStockCode } from '@lantau/domain';
import { useLanguage } from '../i18n';
import { localName, type Instrument } from '../market-data';
import { useMarketNavigation } from './use-market-navigation';

type NamedInstrument = Instrument & { name: LocalizedText };

/** A stock's name in the user's language, as a link-styled button that opens its quote. */
export function QuoteLink({ stock }: { stock: NamedInstrument }) {
  const { language } = useLanguage();
  const { openQuote } = useMarketNavigation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void openQuote({ market: stock.market, stockCode: stock.stockCode })}
    >
      {localName(stock.name, language)}
    </Anchor>
  );
}

/** A stock's code as the market writes it, in tabular figures. */
export function StockCode({ stock }: { stock: Instrument }) {
  return <span className="num">{displayStockCode(stock.market, stock.stockCode)}</span>;
}

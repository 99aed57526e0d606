import { displayStockCode, formatHongKongTime, formatMoney, formatPrice } from '@lantau/domain';
import type { Order } from '@lantau/contract';
import type { AppLanguage } from '../../shared/i18n';
import { localName } from '../../shared/market-data';

const EMPTY = '—';

/** Times of orders and fills on the one clock every screen shows: Hong Kong time, labelled. */
export function orderTime(iso: string, language: AppLanguage): string {
  return formatHongKongTime(iso, language, 'monthDayTime');
}

export function orderPrice(price: string | null): string {
  return price === null ? EMPTY : formatPrice(price);
}

/** Money in its currency's minor unit: the cent, or the whole yen. */
export function money(amount: string, currency: string): string {
  return formatMoney(amount, currency);
}

/** '00700 Tencent Holdings' as one cell reads it. */
export function orderInstrument(order: Pick<Order, 'market' | 'stockCode' | 'name'>, language: AppLanguage) {
  return {
    code: displayStockCode(order.market, order.stockCode),
    name: localName(order.name, language),
  };
}

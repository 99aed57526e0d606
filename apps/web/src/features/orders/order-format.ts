import { displayStockCode, formatHongKongTime, formatMoney, formatPrice } from '@lantau/domain';
import type { Order, OrderConditionSpec } from '@lantau/contract';
import type { TFunction } from 'i18next';
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

/** The condition's prices in the order the ticket asks for them. */
const CONDITION_FIELDS = ['triggerPrice', 'secondTriggerPrice', 'secondPrice', 'chaseCap'] as const;

/**
 * A conditional order's condition as detail rows: its kind, then each of its prices (trigger, stop trigger, stop
 * leg, chase cap) under the ticket's labels. None for an order without a condition.
 */
export function conditionRows(
  condition: OrderConditionSpec | null,
  t: TFunction<'trade'>,
): [string, string][] {
  if (condition === null) return [];
  return [
    [t('history.columns.condition'), t(`condition.${condition.type}`)],
    ...CONDITION_FIELDS.flatMap((field): [string, string][] => {
      const price = condition[field];
      return price === undefined ? [] : [[t(`conditionField.${field}`), formatPrice(price)]];
    }),
  ];
}

/** One line for a list: 'Stop-loss limit, trigger 604.000' (the kind alone for a chase, which has no trigger). */
export function conditionSummary(condition: OrderConditionSpec | null, t: TFunction<'trade'>): string | null {
  if (condition === null) return null;
  const kind = t(`condition.${condition.type}`);
  return condition.triggerPrice === undefined
    ? kind
    : t('history.conditionSummary', { condition: kind, trigger: formatPrice(condition.triggerPrice) });
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPrice } from '@lantau/domain';
import type { IpoStatus, StaffIpo } from '@lantau/contract';

/** The offer price as the prospectus states it: one price, or a range up to the maximum, with its currency. */
export function offerPriceText(ipo: Pick<StaffIpo, 'offerPriceLow' | 'offerPriceHigh' | 'currency'>): string {
  const high = formatPrice(ipo.offerPriceHigh);
  return ipo.offerPriceLow === null
    ? `${high} ${ipo.currency}`
    : `${formatPrice(ipo.offerPriceLow)} – ${high} ${ipo.currency}`;
}

/** Money of the currency, grouped: '1,234,567.89 HKD'. */
export function moneyOf(amount: string, currency: string): string {
  return `${formatMoney(amount, currency)} ${currency}`;
}

/** A fraction as a percentage for people ('0.9' -> '90%', '0.0388' -> '3.88%'). */
export function percentText(fraction: string): string {
  const percent = (Number(fraction) * 100).toFixed(4).replace(/\.?0+$/, '');
  return `${percent}%`;
}

// Said in words; the colour is only the dot's (a dot badge's text keeps the page's contrast in both schemes,
// where orange text on a light badge fell below 4.5:1).
const statusColors: Record<IpoStatus, string> = {
  DRAFT: 'gray',
  UPCOMING: 'blue',
  OPEN: 'green',
  CLOSED: 'orange',
  ALLOTTED: 'violet',
  LISTED: 'teal',
  CANCELLED: 'red',
};

export function IpoStatusBadge({ status }: { status: IpoStatus }) {
  const { t } = useTranslation('backoffice');
  return (
    // As wide as its word: a narrow table column must not cut the status short.
    <Badge variant="dot" color={statusColors[status]} miw="max-content">
      {t(`ipo.status.${status}`)}
    </Badge>
  );
}

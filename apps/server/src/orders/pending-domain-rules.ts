import type { Decimal } from 'decimal.js';
import type { FeeEstimate, OrderRejectReason, OrderRequest } from '@lantau/contract';
import type { InstrumentReference } from '@lantau/exchange';

// TODO(rules): the ONE place orders waits for packages/domain. The `rules` helper is moving the order checks
// out of packages/exchange and adding the fee calculator with dated fee schedules per broker and market, and
// the settlement dates; when they land on main, these three functions call them and nothing else changes.
// Until then: the exchange's own checks refuse bad orders at submission (REJ with the mapped reason), fees
// are estimated and booked as none, and settlement counts weekdays only.

/** Problems the domain's order checks find before placing (empty: the exchange checks at submission). */
export function orderProblems(_request: OrderRequest, _instrument: InstrumentReference): OrderRejectReason[] {
  return [];
}

/** The fees of a trade of `consideration` (an estimate at placing; the booked fees of a fill). */
export function feesOf(
  consideration: Decimal,
  currency: string,
  _side: OrderRequest['side'],
  _instrument: InstrumentReference,
): FeeEstimate {
  return {
    currency: currency as FeeEstimate['currency'],
    consideration: consideration.toFixed(2),
    fees: [],
    totalFees: '0.00',
    total: consideration.toFixed(2),
    scheduleID: 'NONE',
  };
}

const settlementDays: Record<string, { cash: number; securities: number }> = {
  HK: { cash: 2, securities: 2 },
  US: { cash: 1, securities: 1 },
  'MA^MZ': { cash: 1, securities: 0 },
  'SS^SZ': { cash: 3, securities: 3 },
};

/** The business dates a trade's cash and securities settle on. */
export function settlementDates(market: string, tradeDate: string): { cash: string; securities: string } {
  const days = settlementDays[market] ?? { cash: 2, securities: 2 };
  return { cash: addWeekdays(tradeDate, days.cash), securities: addWeekdays(tradeDate, days.securities) };
}

function addWeekdays(date: string, count: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

import { tradingDays } from '@lantau/exchange';

const DAY_MS = 24 * 60 * 60_000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60_000;

/**
 * 10:30 in Hong Kong on the first HK trading date on or after today (epoch ms): a still-market clock for tests
 * that also read the ledger's settled cash. The demo balances settle on the real date they were seeded, so a
 * market clock fixed on an earlier date would see all of them as unsettled (nothing withdrawable).
 */
export function nextHongKongTradingMorning(now = Date.now()): number {
  const today = new Date(now + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
  const inTwoWeeks = new Date(now + HONG_KONG_OFFSET_MS + 14 * DAY_MS).toISOString().slice(0, 10);
  const [date] = tradingDays('HK', today, inTwoWeeks);
  if (date === undefined) throw new Error(`no HK trading date from ${today} to ${inTwoWeeks}`);
  return Date.parse(`${date}T10:30:00+08:00`);
}

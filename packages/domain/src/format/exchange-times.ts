import { marketTimeZone } from '../reference/time-tables';
import {
  HONG_KONG_TIME_ZONE,
  epochOf,
  formatHongKongTime,
  layout,
  partsIn,
  sameClock,
  timeZoneLabel,
  type TimeStyle,
} from './times';

// Apart from times.ts so the login page, which shows Hong Kong times only, does not download the time tables.
/**
 * A moment on an exchange's clock: Hong Kong time labelled 'HKT' where the exchange keeps Hong Kong's clock
 * (Hong Kong, the mainland), else the exchange's local time with its zone ('09:31 ET').
 */
export function formatExchangeTime(
  instant: string | number | Date,
  market: string,
  language: string,
  style: TimeStyle = 'time',
): string {
  const epochMs = epochOf(instant);
  if (!Number.isFinite(epochMs)) return '';
  const zone = marketTimeZone(market) ?? HONG_KONG_TIME_ZONE;
  if (sameClock(epochMs, zone)) return formatHongKongTime(epochMs, language, style);
  return `${layout(partsIn(epochMs, zone), style)} ${timeZoneLabel(zone, language, epochMs)}`;
}

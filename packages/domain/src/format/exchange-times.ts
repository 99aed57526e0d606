import { marketTimeZone } from '../reference/time-tables';
import {
  HONG_KONG_TIME_ZONE,
  epochOf,
  formatHongKongTime,
  labelLanguage,
  layout,
  partsIn,
  type LabelLanguage,
  type TimeStyle,
} from './times';

// Apart from times.ts so the login page, which shows Hong Kong times only, downloads neither the time tables
// nor the other zones' names.

/** Zones with a name a client knows; any other falls back to Intl's own short name ('GMT+9'). */
const zoneLabels: Record<string, Record<LabelLanguage, string>> = {
  [HONG_KONG_TIME_ZONE]: { en: 'HKT', 'zh-HK': '香港時間', 'zh-CN': '香港时间' },
  'America/New_York': { en: 'ET', 'zh-HK': '美東時間', 'zh-CN': '美东时间' },
  'America/Toronto': { en: 'ET', 'zh-HK': '美東時間', 'zh-CN': '美东时间' },
};

/** The label of a zone in the reader's language: 'HKT', 'ET', '香港時間'. */
export function timeZoneLabel(timeZone: string, language: string, epochMs = Date.now()): string {
  const known = zoneLabels[timeZone];
  if (known) return known[labelLanguage(language)];
  const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

function sameClock(epochMs: number, timeZone: string): boolean {
  const here = partsIn(epochMs, timeZone);
  const hongKong = partsIn(epochMs, HONG_KONG_TIME_ZONE);
  return here.day === hongKong.day && here.hour === hongKong.hour && here.minute === hongKong.minute;
}

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

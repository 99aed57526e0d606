import { zonedClockParts } from '../settlement/zoned-time';

/**
 * One clock for every time a client reads (issue 22): Hong Kong time, labelled, whatever the browser's zone. A
 * quote's times are the exchange's own, labelled with its zone where that differs from Hong Kong's, so a US
 * quote reads '09:31 ET' and a Hong Kong one '10:00 HKT'. The layout is the same in every language (only the
 * label is translated), so an order's time never changes shape between English and Chinese.
 */
export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';

/** What a time shows: the date and minute (the default), with seconds, the time of day alone, or month-day. */
export type TimeStyle = 'dateTime' | 'dateTimeSeconds' | 'time' | 'timeSeconds' | 'monthDayTime';

type LabelLanguage = 'en' | 'zh-HK' | 'zh-CN';

/** Zones with a name a client knows; any other falls back to Intl's own short name ('GMT+9'). */
const zoneLabels: Record<string, Record<LabelLanguage, string>> = {
  [HONG_KONG_TIME_ZONE]: { en: 'HKT', 'zh-HK': '香港時間', 'zh-CN': '香港时间' },
  'America/New_York': { en: 'ET', 'zh-HK': '美東時間', 'zh-CN': '美东时间' },
  'America/Toronto': { en: 'ET', 'zh-HK': '美東時間', 'zh-CN': '美东时间' },
};

function labelLanguage(language: string): LabelLanguage {
  if (!language.toLowerCase().startsWith('zh')) return 'en';
  return /hk|tw|mo|hant/i.test(language) ? 'zh-HK' : 'zh-CN';
}

/** The Hong Kong (or another zone's) wall clock, field by field. */
export const partsIn = (epochMs: number, timeZone: string) => zonedClockParts(epochMs, timeZone);

export function epochOf(instant: string | number | Date): number {
  return instant instanceof Date
    ? instant.getTime()
    : typeof instant === 'number'
      ? instant
      : Date.parse(instant);
}

export function sameClock(epochMs: number, timeZone: string): boolean {
  const here = partsIn(epochMs, timeZone);
  const hongKong = partsIn(epochMs, HONG_KONG_TIME_ZONE);
  return here.day === hongKong.day && here.hour === hongKong.hour && here.minute === hongKong.minute;
}

/** The label of a zone in the reader's language: 'HKT', 'ET', '香港時間'. */
export function timeZoneLabel(timeZone: string, language: string, epochMs = Date.now()): string {
  const known = zoneLabels[timeZone];
  if (known) return known[labelLanguage(language)];
  const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

export function layout(parts: Record<string, string>, style: TimeStyle): string {
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const minute = `${parts.hour}:${parts.minute}`;
  const second = `${minute}:${parts.second}`;
  switch (style) {
    case 'time':
      return minute;
    case 'timeSeconds':
      return second;
    case 'monthDayTime':
      return `${parts.month}-${parts.day} ${second}`;
    case 'dateTimeSeconds':
      return `${date} ${second}`;
    case 'dateTime':
      return `${date} ${minute}`;
  }
}

/** A moment in Hong Kong time with its label: '2026-11-27 16:34 HKT'. An unreadable instant gives ''. */
export function formatHongKongTime(
  instant: string | number | Date,
  language: string,
  style: TimeStyle = 'dateTime',
): string {
  const epochMs = epochOf(instant);
  if (!Number.isFinite(epochMs)) return '';
  return `${layout(partsIn(epochMs, HONG_KONG_TIME_ZONE), style)} ${timeZoneLabel(HONG_KONG_TIME_ZONE, language)}`;
}

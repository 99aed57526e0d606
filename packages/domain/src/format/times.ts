import { zonedClockParts } from '../settlement/zoned-clock';

/**
 * One clock for every time a client reads (issue 22): Hong Kong time, labelled, whatever the browser's zone. A
 * quote's times are the exchange's own, labelled with its zone where that differs from Hong Kong's, so a US
 * quote reads '09:31 ET' and a Hong Kong one '10:00 HKT'. The layout is the same in every language (only the
 * label is translated), so an order's time never changes shape between English and Chinese.
 */
export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';

/** What a time shows: the date and minute (the default), with seconds, the time of day alone, or month-day. */
export type TimeStyle = 'dateTime' | 'dateTimeSeconds' | 'time' | 'timeSeconds' | 'monthDayTime';

export type LabelLanguage = 'en' | 'zh-HK' | 'zh-CN';

// Only Hong Kong's label here: the login page shows Hong Kong times and downloads this file (its budget).
const hongKongLabel: Record<LabelLanguage, string> = { en: 'HKT', 'zh-HK': '香港時間', 'zh-CN': '香港时间' };

export function labelLanguage(language: string): LabelLanguage {
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
  return `${layout(partsIn(epochMs, HONG_KONG_TIME_ZONE), style)} ${hongKongLabel[labelLanguage(language)]}`;
}

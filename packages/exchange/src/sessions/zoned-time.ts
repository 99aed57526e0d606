// Wall-clock arithmetic in an exchange's time zone with Intl only (no dependency), so daylight saving in New York
// and London comes from the platform's time zone data. Formatters are cached: creating one is the slow part.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function zonedParts(timeZone: string, time: number): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** 'YYYY-MM-DD' of an instant in the zone. */
export function localDate(timeZone: string, time: number): string {
  const { year, month, day } = zonedParts(timeZone, time);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (+8 h for Hong Kong). */
export function zoneOffset(timeZone: string, time: number): number {
  const p = zonedParts(timeZone, time);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (time - (((time % 1000) + 1000) % 1000));
}

const epochs = new Map<string, number>();

/** The instant of a local wall-clock time (minutes after local midnight) on a local date (memoised). */
export function zonedEpoch(timeZone: string, date: string, minuteOfDay: number): number {
  const key = `${timeZone}|${date}|${minuteOfDay}`;
  let epoch = epochs.get(key);
  if (epoch === undefined) {
    // Bounded: a long-running simulator asks for a few new keys a day; tests ask for a few thousand.
    if (epochs.size > 200_000) epochs.clear();
    epoch = computeZonedEpoch(timeZone, date, minuteOfDay);
    epochs.set(key, epoch);
  }
  return epoch;
}

function computeZonedEpoch(timeZone: string, date: string, minuteOfDay: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  // Two passes settle the offset across a daylight-saving change (the wall time picks the offset in force).
  const first = wall - zoneOffset(timeZone, wall);
  const second = wall - zoneOffset(timeZone, first);
  return second;
}

/** The date `days` after a 'YYYY-MM-DD' date (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 Sunday to 6 Saturday. */
export function weekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'HH:mm' to minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function pad(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

// Conversions between instants and exchange-local wall-clock time (the simulator's sessions, business dates),
// with the runtime's Intl time-zone data (no extra dependency). Offsets are cached per zone and UTC hour: every
// zone we use changes offset only on whole hours, so the cache is exact and keeps bulk conversions (a year of
// candles for the whole universe) cheap.
import { formatterFor } from './zoned-clock';

export { zonedClockParts } from './zoned-clock';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const offsetCache = new Map<string, number>();

/** Milliseconds to add to UTC to get local wall-clock time in `timeZone` at instant `epochMs`. */
export function timeZoneOffsetMs(epochMs: number, timeZone: string): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = wallClock - at;
  offsetCache.set(key, offset);
  return offset;
}

/** 'HH:mm' to minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The instant at which the local wall clock in `timeZone` shows `date` `time` ('HH:mm'). */
export function zonedTimeToEpoch(date: string, time: string, timeZone: string): number {
  return zonedMinuteToEpoch(date, minutesOf(time), timeZone);
}

/** The instant at which the local wall clock in `timeZone` shows `date` plus `minuteOfDay` minutes. */
export function zonedMinuteToEpoch(date: string, minuteOfDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const wallClock = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + minuteOfDay * MINUTE_MS;
  // Guess with the offset at the wall-clock instant, then correct once for a transition in between.
  const guess = wallClock - timeZoneOffsetMs(wallClock, timeZone);
  return wallClock - timeZoneOffsetMs(guess, timeZone);
}

/** The local wall clock at an instant, as UTC fields (only the fields matter, not the instant). */
function localWallClock(epochMs: number, timeZone: string): Date {
  return new Date(epochMs + timeZoneOffsetMs(epochMs, timeZone));
}

/** The local calendar date 'YYYY-MM-DD' of an instant. */
export function localDateOf(epochMs: number, timeZone: string): string {
  return localWallClock(epochMs, timeZone).toISOString().slice(0, 10);
}

/** Minutes since local midnight at an instant (0-1439). */
export function localMinuteOfDay(epochMs: number, timeZone: string): number {
  const local = localWallClock(epochMs, timeZone);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

export { MINUTE_MS };

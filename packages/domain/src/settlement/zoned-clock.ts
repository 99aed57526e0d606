// The wall clock in a time zone at an instant, field by field: all a screen needs to show a time. Apart from
// zoned-time.ts (conversions, offsets) so that the login page, which shows a lockout's end in Hong Kong time,
// downloads only this (its JavaScript budget).

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `epochMs`, field by field, two digits each ('year' four): for display. */
export function zonedClockParts(epochMs: number, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  return parts;
}

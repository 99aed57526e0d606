import type { StatementKind } from '@lantau/contract';

/** The dates a month covers: '2026-02' gives 2026-02-01 to 2026-02-28. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The dates a year covers. */
export const yearRange = (year: string) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** Years from the current one back to the earliest a statement may cover, newest first. */
export function yearsBetween(earliest: string, today: string): string[] {
  const years: string[] = [];
  for (let year = Number(today.slice(0, 4)); year >= Number(earliest.slice(0, 4)); year -= 1) {
    years.push(String(year));
  }
  return years;
}

/** What the page lists for a tab: the days of the chosen month, or the months of the chosen year. */
export const rangeOf = (kind: StatementKind, choice: string) =>
  kind === 'DAILY' ? monthRange(choice) : yearRange(choice);

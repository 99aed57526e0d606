/** Business dates are Asia/Shanghai days (spec section 9), written YYYY-MM-DD as the API takes them. */
const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function businessDateOf(instant: Date): string {
  return businessDay.format(instant);
}

export function businessToday(now: () => Date = () => new Date()): string {
  return businessDateOf(now());
}

/** The date `days` after a YYYY-MM-DD date (negative goes back); calendar days, not trading days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1, day! + days));
  return shifted.toISOString().slice(0, 10);
}

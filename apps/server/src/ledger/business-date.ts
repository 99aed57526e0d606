import { limits } from '@lantau/contract';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: limits.businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business date ('YYYY-MM-DD', Asia/Shanghai) of a moment: the day journals and the account record use. */
export function businessDateOf(epochMs: number): string {
  return dateFormat.format(new Date(epochMs));
}

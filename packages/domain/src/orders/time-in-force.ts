import type { OrderProblem, TimeInForce } from './vocabulary';

/**
 * A good-till-date order needs an expiry date ('YYYY-MM-DD', the market's business date) that is not in the
 * past; the other times in force carry none (a date sent with them is ignored).
 */
export function expiryProblem(
  timeInForce: TimeInForce,
  expiryDate: string | undefined,
  today: string,
): OrderProblem | null {
  if (timeInForce !== 'GTD') return null;
  return expiryDate === undefined || expiryDate < today ? 'EXPIRY_DATE' : null;
}

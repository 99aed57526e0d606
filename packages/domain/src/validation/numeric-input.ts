export interface NumericInputOptions {
  /** Most decimal places kept; 0 allows whole numbers only. */
  decimals: number;
  allowNegative?: boolean;
}

/**
 * Cleans what a user typed into a numeric field (spec section 5): digits and one dot only (and a leading
 * minus if allowed), decimals capped. Returns the cleaned text, so a field can show it as the user types.
 */
export function sanitizeNumericInput(
  raw: string,
  { decimals, allowNegative = false }: NumericInputOptions,
): string {
  const negative = allowNegative && raw.trimStart().startsWith('-');
  let seenDot = false;
  let out = '';
  for (const char of raw) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenDot && decimals > 0) {
      seenDot = true;
      out += out === '' ? '0.' : '.';
    }
  }
  if (seenDot) {
    const [whole, fraction = ''] = out.split('.');
    out = `${whole}.${fraction.slice(0, decimals)}`;
  }
  return negative ? `-${out}` : out;
}

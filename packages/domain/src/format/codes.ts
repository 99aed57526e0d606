const HK_CODE_DIGITS = 5;

/** Hong Kong stock codes are shown as five digits, zero-padded: '700' -> '00700'. Other markets unchanged. */
export function displayStockCode(market: string, code: string): string {
  if (market !== 'HK' || !/^\d+$/.test(code)) return code;
  return code.padStart(HK_CODE_DIGITS, '0');
}

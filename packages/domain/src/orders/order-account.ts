import type { OrderAccountOption, OrderProblem } from './vocabulary';

// The order account panel of spec sections 4 and 5 (HKIDR): the broker's CE number (three letters, three
// digits) in front of the client's BCAN. Choosing Sell fixes the BCAN at 1 and Aggregated at 2, and then the
// BCAN input is disabled. Without an option the client types both or neither: one without the other is
// invalid. An RRI account must send a BCAN.

/**
 * Markets whose orders carry the client's BCAN: Hong Kong (HKIDR) and the northbound Stock Connect markets
 * (the northbound investor ID regime). Orders elsewhere carry no order account reference.
 */
export const INVESTOR_ID_MARKETS: readonly string[] = ['HK', 'MA^MZ'];
export const carriesInvestorId = (market: string): boolean => INVESTOR_ID_MARKETS.includes(market);

export const CE_NUMBER_PATTERN = /^[A-Z]{3}\d{3}$/;
/** The BCAN input mask: ten digits shown as ### ### ####. */
export const BCAN_MASK = '### ### ####';
/** The smallest BCAN a client may type (1 and 2 are the options' values). */
export const MIN_TYPED_BCAN = 100;

/** The BCAN an option stands for. */
export const BCAN_OF_OPTION: Readonly<Record<OrderAccountOption, string>> = { SELL: '1', AGGREGATED: '2' };

/** The BCAN as typed, without the mask's spaces. */
export function stripBcan(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Digits laid out on the mask ('1234567890' gives '123 456 7890'); extra digits are dropped. */
export function formatBcan(text: string): string {
  const digits = stripBcan(text).replace(/\D/g, '');
  let result = '';
  let index = 0;
  for (const slot of BCAN_MASK) {
    if (index >= digits.length) break;
    if (slot === '#') result += digits[index++];
    else result += slot;
  }
  return result;
}

export function isValidCeNumber(ceNumber: string): boolean {
  return CE_NUMBER_PATTERN.test(ceNumber.trim());
}

/** A typed BCAN: at most 12 characters with the mask, digits only, at most ten of them, at least 100. */
export function isValidTypedBcan(bcan: string): boolean {
  if (bcan.length > BCAN_MASK.length) return false;
  const digits = stripBcan(bcan);
  const maxDigits = BCAN_MASK.replace(/[^#]/g, '').length;
  return /^\d+$/.test(digits) && digits.length <= maxDigits && Number(digits) >= MIN_TYPED_BCAN;
}

export interface OrderAccountFieldProblem {
  readonly field: 'ceNumber' | 'bcan';
  readonly problem: Extract<OrderProblem, 'CE_BCAN_INVALID' | 'BCAN_REQUIRED'>;
}

/**
 * The panel's problems, per field (empty when the panel is valid). `rri`: the account is an RRI account, which
 * must carry a BCAN (typed, or set by an option).
 */
export function orderAccountProblems(
  option: OrderAccountOption | null,
  ceNumber: string,
  bcan: string,
  rri: boolean,
): OrderAccountFieldProblem[] {
  const problems: OrderAccountFieldProblem[] = [];
  const ce = ceNumber.trim();
  if (ce !== '' && !isValidCeNumber(ce)) problems.push({ field: 'ceNumber', problem: 'CE_BCAN_INVALID' });
  if (option !== null) return problems;
  const typed = stripBcan(bcan);
  if (typed !== '' && !isValidTypedBcan(bcan)) problems.push({ field: 'bcan', problem: 'CE_BCAN_INVALID' });
  if (typed === '' && rri) problems.push({ field: 'bcan', problem: 'BCAN_REQUIRED' });
  else if (typed !== '' && ce === '') problems.push({ field: 'ceNumber', problem: 'CE_BCAN_INVALID' });
  else if (ce !== '' && typed === '') problems.push({ field: 'bcan', problem: 'CE_BCAN_INVALID' });
  return problems;
}

/** The BCAN the order carries: the option's, else the typed digits (empty when none). */
export function effectiveBcan(option: OrderAccountOption | null, bcan: string): string {
  return option === null ? stripBcan(bcan) : BCAN_OF_OPTION[option];
}

/** The investor identification an order carries to the exchange: the broker's CE number and a BCAN. */
export interface InvestorId {
  readonly ceNumber: string;
  readonly bcan: string;
}

/** A BCAN as the exchange takes it: one to ten digits, not all zero (1 and 2 are the options' BCANs). */
export function isValidInvestorId(id: InvestorId): boolean {
  return isValidCeNumber(id.ceNumber) && /^\d{1,10}$/.test(id.bcan) && /[1-9]/.test(id.bcan);
}

/**
 * What an order sends the exchange in a market with investor identification (HKIDR, the northbound investor
 * ID): the order account panel's CE number and BCAN when the client filled it in (an option's BCAN under the
 * account's CE number when none was typed), otherwise the account's own. Null in other markets.
 */
export function orderInvestorId(
  market: string,
  panel:
    | { readonly option: OrderAccountOption | null; readonly ceNumber: string; readonly bcan: string }
    | undefined,
  account: InvestorId,
): InvestorId | null {
  if (!carriesInvestorId(market)) return null;
  const bcan = panel === undefined ? '' : effectiveBcan(panel.option, panel.bcan);
  if (bcan === '') return { ceNumber: account.ceNumber, bcan: account.bcan };
  return { ceNumber: panel?.ceNumber.trim() || account.ceNumber, bcan };
}

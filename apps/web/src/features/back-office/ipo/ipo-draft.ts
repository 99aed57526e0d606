import Decimal from 'decimal.js';
import { z } from 'zod';
import { checkIpoTerms, displayStockCode, formatHongKongTime, type IpoTermsProblem } from '@lantau/domain';
import {
  currencyCodeSchema,
  ipoFinancingTermsSchema,
  ipoTermsSchema,
  type IpoTerms,
  type StaffIpo,
} from '@lantau/contract';

// The IPO desk's form keeps everything as typed text (the form kit's fields are text; money and prices never
// pass through binary floats) and turns it into the contract's terms on submit. Each field is checked with the
// contract's own schema for that field, so the form refuses exactly what the server's input check would; the
// order of the dates and the other rules between fields are the server's (E7071, shown in the member's words).

/** The languages an issue's name is written in (clients read it in theirs). */
export const ipoNameLanguages = ['en_US', 'zh_HK', 'zh_CN'] as const;

/** The date-time fields: typed in Hong Kong time (datetime-local), sent as instants with +08:00. */
export const ipoInstantFields = ['openAt', 'financedCutoffAt', 'cashCutoffAt', 'closeAt'] as const;
/** The business-date fields. */
export const ipoDateFields = ['priceFixingDate', 'resultsDate', 'greyMarketDate', 'listingDate'] as const;
/** The loan terms as typed; ratios and rates in percent ('90', '3.88'), which the contract takes as fractions. */
export const ipoFinancingFields = [
  'maxRatio',
  'annualRate',
  'minLoan',
  'maxLoan',
  'perTransactionLimit',
  'pool',
  'financingDays',
] as const;
type FinancingField = (typeof ipoFinancingFields)[number];

/** The fields typed as one text each. */
type TextField =
  | 'stockCode'
  | 'currency'
  | 'offerPriceLow'
  | 'offerPriceHigh'
  | 'lotSize'
  | 'sharesOffered'
  /** The quantity table, one quantity per line (or separated by commas or spaces). */
  | 'quantities'
  | 'cashHandlingFee'
  | 'financedHandlingFee'
  | FinancingField
  | (typeof ipoInstantFields)[number]
  | (typeof ipoDateFields)[number];

/** The form's values: each field as typed, the name in three languages, and the two switches. */
export type IpoDraft = Record<TextField, string> & {
  name: { en_US: string; zh_HK: string; zh_CN: string };
  /** FIXED: one offer price; RANGE: a low and a maximum. */
  priceKind: 'FIXED' | 'RANGE';
  financing: 'ON' | 'OFF';
};

export const blankIpoDraft: IpoDraft = {
  stockCode: '',
  name: { en_US: '', zh_HK: '', zh_CN: '' },
  currency: 'HKD',
  priceKind: 'FIXED',
  offerPriceLow: '',
  offerPriceHigh: '',
  lotSize: '',
  sharesOffered: '',
  quantities: '',
  cashHandlingFee: '50',
  financedHandlingFee: '100',
  financing: 'OFF',
  maxRatio: '90',
  annualRate: '',
  minLoan: '',
  maxLoan: '',
  perTransactionLimit: '',
  pool: '',
  financingDays: '',
  openAt: '',
  financedCutoffAt: '',
  cashCutoffAt: '',
  closeAt: '',
  priceFixingDate: '',
  resultsDate: '',
  greyMarketDate: '',
  listingDate: '',
};

/** '2026-12-01T09:00' typed in Hong Kong time -> '2026-12-01T09:00:00+08:00'. */
export function instantOfHongKongTime(typed: string): string {
  return `${typed}:00+08:00`;
}

/** An instant -> its Hong Kong wall time as a datetime-local field holds it ('2026-12-01T09:00'). */
export function hongKongTimeOfInstant(instant: string): string {
  // formatHongKongTime lays the Hong Kong wall clock out as 'YYYY-MM-DD HH:mm HKT' in every language.
  return formatHongKongTime(instant, 'en').slice(0, 16).replace(' ', 'T');
}

/** The quantities typed, in the order typed; NaN for anything that is not a whole number. */
export function parseQuantities(typed: string): number[] {
  return typed
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The usual prospectus table: 1 to `lots` board lots ('500\n1000\n1500'). */
export function generateQuantities(lotSize: number, lots: number): string {
  return Array.from({ length: lots }, (_, index) => String(lotSize * (index + 1))).join('\n');
}

const percentOf = (fraction: string) => new Decimal(fraction).times(100).toString();
const fractionOf = (percent: string) => new Decimal(percent.trim()).dividedBy(100).toString();
const whole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** What one financing field becomes in the contract's terms. */
function financingValue(field: FinancingField, typed: string): string | number {
  if (field === 'financingDays') return whole(typed);
  if (field === 'maxRatio' || field === 'annualRate') {
    return /^\d+(\.\d+)?$/.test(typed.trim()) ? fractionOf(typed) : 'not a number';
  }
  return typed.trim();
}

/** The draft as the contract's terms (call only on a draft the schema accepted). */
export function termsOfDraft(draft: IpoDraft): IpoTerms {
  const financing =
    draft.financing === 'ON'
      ? (Object.fromEntries(
          ipoFinancingFields.map((field) => [field, financingValue(field, draft[field])]),
        ) as IpoTerms['financing'])
      : null;
  return {
    stockCode: displayStockCode('HK', draft.stockCode.trim()),
    name: { en_US: draft.name.en_US.trim(), zh_HK: draft.name.zh_HK.trim(), zh_CN: draft.name.zh_CN.trim() },
    currency: draft.currency as IpoTerms['currency'],
    offerPriceLow: draft.priceKind === 'RANGE' ? draft.offerPriceLow.trim() : null,
    offerPriceHigh: draft.offerPriceHigh.trim(),
    lotSize: whole(draft.lotSize),
    sharesOffered: whole(draft.sharesOffered),
    quantities: parseQuantities(draft.quantities),
    cashHandlingFee: draft.cashHandlingFee.trim(),
    financedHandlingFee: draft.financedHandlingFee.trim(),
    financing,
    openAt: instantOfHongKongTime(draft.openAt),
    financedCutoffAt: instantOfHongKongTime(draft.financedCutoffAt),
    cashCutoffAt: instantOfHongKongTime(draft.cashCutoffAt),
    closeAt: instantOfHongKongTime(draft.closeAt),
    priceFixingDate: draft.priceFixingDate,
    resultsDate: draft.resultsDate,
    greyMarketDate: draft.greyMarketDate,
    listingDate: draft.listingDate,
  };
}

/** An issue's terms back in the form, to edit them. */
export function draftOfIpo(ipo: StaffIpo): IpoDraft {
  const financing = ipo.financing;
  return {
    stockCode: ipo.stockCode,
    name: { ...ipo.name },
    currency: ipo.currency,
    priceKind: ipo.offerPriceLow === null ? 'FIXED' : 'RANGE',
    offerPriceLow: ipo.offerPriceLow ?? '',
    offerPriceHigh: ipo.offerPriceHigh,
    lotSize: String(ipo.lotSize),
    sharesOffered: String(ipo.sharesOffered),
    quantities: ipo.quantities.join('\n'),
    cashHandlingFee: ipo.cashHandlingFee,
    financedHandlingFee: ipo.financedHandlingFee,
    financing: financing ? 'ON' : 'OFF',
    maxRatio: financing ? percentOf(financing.maxRatio) : blankIpoDraft.maxRatio,
    annualRate: financing ? percentOf(financing.annualRate) : '',
    minLoan: financing?.minLoan ?? '',
    maxLoan: financing?.maxLoan ?? '',
    perTransactionLimit: financing?.perTransactionLimit ?? '',
    pool: financing?.pool ?? '',
    financingDays: financing ? String(financing.financingDays) : '',
    openAt: hongKongTimeOfInstant(ipo.openAt),
    financedCutoffAt: hongKongTimeOfInstant(ipo.financedCutoffAt),
    cashCutoffAt: hongKongTimeOfInstant(ipo.cashCutoffAt),
    closeAt: hongKongTimeOfInstant(ipo.closeAt),
    priceFixingDate: ipo.priceFixingDate,
    resultsDate: ipo.resultsDate,
    greyMarketDate: ipo.greyMarketDate,
    listingDate: ipo.listingDate,
  };
}

/** The text keys of the tips (in the IPO desk's namespace). */
const tip = (key: string) => `backoffice:ipo.tips.${key}`;

/** A typed text the contract's schema for the field accepts once converted; blank is 'required'. */
function fits(schema: z.ZodType, convert: (typed: string) => unknown, key: string) {
  return z.string().superRefine((typed, context) => {
    if (typed.trim() === '') context.addIssue({ code: 'custom', message: 'form.required' });
    else if (!schema.safeParse(convert(typed)).success)
      context.addIssue({ code: 'custom', message: tip(key) });
  });
}

const terms = ipoTermsSchema.shape;
const financingTerms = ipoFinancingTermsSchema.shape;
const trimmed = (typed: string) => typed.trim();
const nameText = z.string().trim().min(1, 'form.required').max(200, tip('name'));

const tipOfFinancing = (field: FinancingField) =>
  field === 'financingDays' ? 'days' : field === 'maxRatio' || field === 'annualRate' ? 'percent' : 'money';

/**
 * The form's schema: every field by the contract's schema for it. The lower offer price counts only for a
 * range and the financing fields only when financing is on: those checks look at the whole draft (zod runs them
 * whatever the other fields hold, so every wrong field shows its tip at once).
 */
export const ipoDraftSchema: z.ZodType<IpoDraft, IpoDraft> = z
  .object({
    stockCode: fits(terms.stockCode, (typed) => displayStockCode('HK', typed.trim()), 'stockCode'),
    name: z.object({ en_US: nameText, zh_HK: nameText, zh_CN: nameText }),
    currency: z.string().pipe(currencyCodeSchema),
    priceKind: z.enum(['FIXED', 'RANGE']),
    offerPriceLow: z.string(),
    offerPriceHigh: fits(terms.offerPriceHigh, trimmed, 'price'),
    lotSize: fits(terms.lotSize, whole, 'shares'),
    sharesOffered: fits(terms.sharesOffered, whole, 'shares'),
    quantities: fits(terms.quantities, parseQuantities, 'quantities'),
    cashHandlingFee: fits(terms.cashHandlingFee, trimmed, 'fee'),
    financedHandlingFee: fits(terms.financedHandlingFee, trimmed, 'fee'),
    financing: z.enum(['ON', 'OFF']),
    maxRatio: z.string(),
    annualRate: z.string(),
    minLoan: z.string(),
    maxLoan: z.string(),
    perTransactionLimit: z.string(),
    pool: z.string(),
    financingDays: z.string(),
    openAt: fits(terms.openAt, instantOfHongKongTime, 'instant'),
    financedCutoffAt: fits(terms.financedCutoffAt, instantOfHongKongTime, 'instant'),
    cashCutoffAt: fits(terms.cashCutoffAt, instantOfHongKongTime, 'instant'),
    closeAt: fits(terms.closeAt, instantOfHongKongTime, 'instant'),
    priceFixingDate: fits(terms.priceFixingDate, trimmed, 'date'),
    resultsDate: fits(terms.resultsDate, trimmed, 'date'),
    greyMarketDate: fits(terms.greyMarketDate, trimmed, 'date'),
    listingDate: fits(terms.listingDate, trimmed, 'date'),
  })
  .superRefine((draft, context) => {
    const problem = (path: keyof IpoDraft, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (draft.priceKind === 'RANGE') {
      const low = draft.offerPriceLow.trim();
      if (low === '') problem('offerPriceLow', 'form.required');
      else if (!terms.offerPriceHigh.safeParse(low).success) problem('offerPriceLow', tip('price'));
    }
    if (draft.financing === 'ON') {
      for (const field of ipoFinancingFields) {
        const typed = draft[field];
        if (typed.trim() === '') problem(field, 'form.required');
        else if (!financingTerms[field].safeParse(financingValue(field, typed)).success) {
          problem(field, tip(tipOfFinancing(field)));
        }
      }
    }
    // Once every field reads, the rules between them, as the server checks them (E7071): said at once, on the
    // field to change.
    const sent = termsOfDraft(draft);
    if (!ipoTermsSchema.safeParse(sent).success) return;
    const between = checkIpoTerms(sent);
    if (between) problem(fieldOfProblem[between], tip(`problems.${between}`));
  });

/** Where the form shows each problem checkIpoTerms finds. */
const fieldOfProblem: Record<IpoTermsProblem, keyof IpoDraft> = {
  DATES_OUT_OF_ORDER: 'listingDate',
  PRICE_RANGE: 'offerPriceLow',
  QUANTITIES: 'quantities',
  FINANCING: 'maxRatio',
};

import { z } from 'zod';
import { defineCall } from './define-call';
import { decimalTextSchema, stockIdentitySchema } from './market-data';
import { instrumentTypeSchema, marketCodeSchema } from '../markets';

// The stock screener (spec sections 3, 5, 7): a client's saved strategies on the main API, and the results of a
// set of conditions on the market-data API.
//
// Conditions are ranges, each end optional: nominal price, percent change of the day, of the month (MTD) and of
// the year (YTD), volume and turnover. Percent values travel divided by 100 (a 5% rise is '0.05'). The spec's
// "values above 0" holds for nominal, volume and turnover; a percent change can be negative or zero, so percent
// ends may be anything from -1 (-100%: a price cannot fall further) to 10 (+1000%). At least one end must be
// given (the market alone is no condition), and a range's from is at most its to.

/** Each condition with its ends: name on the wire and the kind of value. */
export const screenerRanges = {
  nominal: 'price',
  chp: 'ratio',
  chpMTD: 'ratio',
  chpYTD: 'ratio',
  volume: 'quantity',
  turnover: 'amount',
} as const;
export type ScreenerRange = keyof typeof screenerRanges;
export const screenerRangeNames = Object.keys(screenerRanges) as ScreenerRange[];

/** Bounds of the values: what no listed instrument could exceed, so larger ones are typing mistakes. */
export const screenerLimits = {
  price: { min: 0, max: 1_000_000, exclusiveMin: true },
  ratio: { min: -1, max: 10, exclusiveMin: false },
  quantity: { min: 0, max: 1e13, exclusiveMin: true },
  amount: { min: 0, max: 1e14, exclusiveMin: true },
} as const;

const inLimits = (kind: keyof typeof screenerLimits) => (text: string) => {
  const value = Number(text);
  const limit = screenerLimits[kind];
  return (limit.exclusiveMin ? value > limit.min : value >= limit.min) && value <= limit.max;
};
const priceEnd = decimalTextSchema
  .regex(/^\d+(\.\d{1,4})?$/, 'A price with at most 4 decimals')
  .refine(inLimits('price'), 'A price above 0 and at most 1,000,000');
const ratioEnd = decimalTextSchema
  .regex(/^-?\d+(\.\d{1,6})?$/, 'A ratio with at most 6 decimals')
  .refine(inLimits('ratio'), 'A ratio from -1 to 10 (-100% to +1000%)');
const quantityEnd = z.coerce
  .number()
  .int()
  .refine((value) => inLimits('quantity')(String(value)), 'A whole number above 0');
const amountEnd = decimalTextSchema
  .regex(/^\d+(\.\d{1,2})?$/, 'An amount with at most 2 decimals')
  .refine(inLimits('amount'), 'An amount above 0');

/** The conditions of a strategy or a search, without the checks across fields (see screenerConditionsSchema). */
export const screenerConditionFields = z.object({
  market: marketCodeSchema,
  /** Omitted: every instrument type. */
  instrumentType: instrumentTypeSchema.optional(),
  nominalFrom: priceEnd.optional(),
  nominalTo: priceEnd.optional(),
  chpFrom: ratioEnd.optional(),
  chpTo: ratioEnd.optional(),
  chpMTDFrom: ratioEnd.optional(),
  chpMTDTo: ratioEnd.optional(),
  chpYTDFrom: ratioEnd.optional(),
  chpYTDTo: ratioEnd.optional(),
  volumeFrom: quantityEnd.optional(),
  volumeTo: quantityEnd.optional(),
  turnoverFrom: amountEnd.optional(),
  turnoverTo: amountEnd.optional(),
});
export type ScreenerConditions = z.infer<typeof screenerConditionFields>;

/** The ends of one range as numbers, undefined where not given. */
export function rangeEnds(
  conditions: Partial<ScreenerConditions>,
  range: ScreenerRange,
): [number | undefined, number | undefined] {
  const from = conditions[`${range}From`];
  const to = conditions[`${range}To`];
  return [from === undefined ? undefined : Number(from), to === undefined ? undefined : Number(to)];
}

/** The checks across fields: at least one end given, from at most to. Issues name the field (path) at fault. */
export function checkScreenerConditions(conditions: Partial<ScreenerConditions>, context: z.RefinementCtx) {
  const ends = screenerRangeNames.map((range) => [range, rangeEnds(conditions, range)] as const);
  if (ends.every(([, [from, to]]) => from === undefined && to === undefined)) {
    context.addIssue({ code: 'custom', path: ['nominalFrom'], message: 'At least one condition' });
  }
  for (const [range, [from, to]] of ends) {
    if (from !== undefined && to !== undefined && from > to) {
      context.addIssue({ code: 'custom', path: [`${range}To`], message: 'From must not exceed to' });
    }
  }
}

export const screenerConditionsSchema = screenerConditionFields.superRefine(checkScreenerConditions);

/** A strategy's name: required; at most 20 columns of display width (10 Chinese characters), checked by the server. */
export const screenerNameMaxWidth = 20;
const screenerNameSchema = z.string().trim().min(1).max(40);

/** Strategies one client may keep. */
export const maxScreenersPerUser = 20;

export const screenerSchema = screenerConditionFields.extend({
  screenerID: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Screener = z.infer<typeof screenerSchema>;

export const getScreeners = defineCall({
  service: 'main',
  method: 'GET',
  path: '/stocks/screeners',
  summary: "The client's saved screener strategies, oldest first",
  access: 'client',
  data: z.array(screenerSchema),
});

export const postScreener = defineCall({
  service: 'main',
  method: 'POST',
  path: '/stocks/screeners',
  summary:
    'Saves a screener strategy; a retry answers the same strategy. E9041 name taken, E9042 too many, E9044 name too wide',
  access: 'client',
  idempotent: true,
  body: screenerConditionFields.extend({ name: screenerNameSchema }).superRefine(checkScreenerConditions),
  data: screenerSchema,
});

const screenerParams = z.object({ screenerID: z.string().min(1).max(64) });

export const patchScreener = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/stocks/screeners/:screenerID',
  summary:
    'Renames a strategy (name) and/or replaces its conditions (conditions, the whole set); E9040 when it is not the caller’s',
  access: 'client',
  params: screenerParams,
  body: z
    .object({ name: screenerNameSchema.optional(), conditions: screenerConditionsSchema.optional() })
    .refine((body) => body.name !== undefined || body.conditions !== undefined, 'Nothing to change'),
  data: screenerSchema,
});

export const deleteScreener = defineCall({
  service: 'main',
  method: 'DELETE',
  path: '/stocks/screeners/:screenerID',
  summary: 'Deletes a strategy; E9040 when it is not the caller’s',
  access: 'client',
  params: screenerParams,
  data: z.null(),
});

/** Columns the results can be sorted by. */
export const screenerSorts = [
  'stockCode',
  'nominal',
  'change',
  'changePct',
  'changePctMTD',
  'changePctYTD',
  'volume',
  'turnover',
] as const;
export const screenerSortSchema = z.enum(screenerSorts);
export type ScreenerSort = z.infer<typeof screenerSortSchema>;

export const screenerResultSchema = stockIdentitySchema.extend({
  nominal: decimalTextSchema.nullable(),
  change: decimalTextSchema.nullable(),
  /** Percent, 2 decimals ('5.25' is 5.25%), as quotes show them; null before the first trade. */
  changePct: decimalTextSchema.nullable(),
  changePctMTD: decimalTextSchema.nullable(),
  changePctYTD: decimalTextSchema.nullable(),
  volume: z.number().int().nonnegative(),
  turnover: decimalTextSchema,
});
export type ScreenerResult = z.infer<typeof screenerResultSchema>;

export const getScreenerResults = defineCall({
  service: 'market',
  method: 'GET',
  path: '/stocks/screeners',
  summary:
    "Instruments of a market that meet the conditions (percent values divided by 100), sorted (instruments without a value for the sort column last) and paged; on the client's plan: live on Level 2, 15 minutes delayed otherwise",
  access: 'client',
  invalidInputCodes: { 'query.market': 'E1004' },
  query: screenerConditionFields
    .extend({
      sort: screenerSortSchema.default('changePct'),
      order: z.enum(['asc', 'desc']).default('desc'),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    })
    .superRefine(checkScreenerConditions),
  data: z.object({
    total: z.number().int().nonnegative(),
    delayed: z.boolean(),
    rows: z.array(screenerResultSchema),
  }),
});

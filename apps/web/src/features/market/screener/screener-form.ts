import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  instrumentTypes,
  screenerConditionsSchema,
  screenerRangeNames,
  screenerRanges,
  type InstrumentType,
  type MarketCode,
  type ScreenerConditions,
} from '@lantau/contract';

// The condition editor's values: text as typed, percents as percents (5 for 5%). The wire carries percents
// divided by 100, so the conversion lives here, both ways, with the contract's checks run on the converted
// conditions and their problems named by text keys of the screener namespace.

const ends = screenerRangeNames.flatMap((range) => [`${range}From`, `${range}To`] as const);
export type ScreenerEnd = (typeof ends)[number];
export const screenerEnds: readonly ScreenerEnd[] = ends;

export type ScreenerFormValues = {
  market: MarketCode;
  instrumentType: InstrumentType | '';
} & Record<ScreenerEnd, string>;

const rangeOf = (end: ScreenerEnd) => end.replace(/(From|To)$/, '') as keyof typeof screenerRanges;
export const isPercentEnd = (end: ScreenerEnd) => screenerRanges[rangeOf(end)] === 'ratio';

export function emptyScreenerForm(market: MarketCode = 'HK'): ScreenerFormValues {
  return {
    market,
    instrumentType: '',
    ...(Object.fromEntries(ends.map((end) => [end, ''])) as Record<ScreenerEnd, string>),
  };
}

/** The form's values as the API's conditions (percents divided by 100). */
export function toConditions(values: ScreenerFormValues): ScreenerConditions {
  const conditions: Record<string, unknown> = { market: values.market };
  if (values.instrumentType) conditions.instrumentType = values.instrumentType;
  for (const end of ends) {
    const text = values[end].trim();
    if (text === '' || text === '-') continue;
    if (isPercentEnd(end)) conditions[end] = new Decimal(text).div(100).toString();
    else if (screenerRanges[rangeOf(end)] === 'quantity') conditions[end] = Number(text);
    else conditions[end] = new Decimal(text).toString();
  }
  return conditions as ScreenerConditions;
}

/** A saved strategy's conditions in the form (percents multiplied by 100). */
export function toFormValues(conditions: ScreenerConditions): ScreenerFormValues {
  const values = emptyScreenerForm(conditions.market);
  values.instrumentType = conditions.instrumentType ?? '';
  for (const end of ends) {
    const value = conditions[end];
    if (value === undefined) continue;
    values[end] = isPercentEnd(end) ? new Decimal(value).mul(100).toString() : String(value);
  }
  return values;
}

/** Which text names a contract problem: nothing asked, a from above its to, or a value out of range. */
function problemKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && issue.message.startsWith('At least one')) return 'screener:problems.empty';
  if (issue.code === 'custom' && issue.message.startsWith('From must')) return 'screener:problems.order';
  return 'screener:problems.range';
}

export const screenerFormSchema = z
  .object({
    market: z.string(),
    instrumentType: z.union([z.enum(instrumentTypes), z.literal('')]),
    ...(Object.fromEntries(ends.map((end) => [end, z.string()])) as Record<ScreenerEnd, z.ZodString>),
  })
  .superRefine((values, context) => {
    const checked = screenerConditionsSchema.safeParse(toConditions(values as ScreenerFormValues));
    if (checked.success) return;
    const seen = new Set<string>();
    for (const issue of checked.error.issues) {
      const path = String(issue.path[0] ?? 'nominalFrom');
      if (seen.has(path)) continue;
      seen.add(path);
      context.addIssue({ code: 'custom', path: [path], message: problemKey(issue) });
    }
  }) as unknown as z.ZodType<ScreenerFormValues, ScreenerFormValues>;

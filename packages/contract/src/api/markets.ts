import { z } from 'zod';
import { defineCall } from './define-call';
import { marketInput, namingInput } from './common';
import { currencyCodeSchema, currencySchema } from '../currencies';
import { marketCodeSchema } from '../markets';
import { localizedTextSchema } from '../headers';

export const getCurrencies = defineCall({
  service: 'main',
  method: 'GET',
  path: '/markets/currencies',
  summary: 'Every currency the platform knows, with names in three languages',
  access: 'public',
  data: z.array(currencySchema),
});

export const getAvailableCurrencies = defineCall({
  service: 'main',
  method: 'GET',
  path: '/markets/:market/available_currencies',
  summary: 'Currencies a market settles in (the caret of a market code is sent URL-encoded, %5E)',
  access: 'public',
  ...marketInput('params'),
  data: z.array(currencySchema),
});

export const bankSchema = z.object({
  bankCode: z.string().regex(/^\d{3}$/),
  name: localizedTextSchema,
  swiftCode: z.string(),
  /** The bank takes part in FPS (real-time HKD/RMB payments). */
  fps: z.boolean(),
  /** The bank supports eDDA direct-debit authorisations. */
  edda: z.boolean(),
});
export type Bank = z.infer<typeof bankSchema>;

export const getBanks = defineCall({
  service: 'main',
  method: 'GET',
  path: '/markets/banks',
  summary: 'Banks clients can pay from or be paid to',
  access: 'public',
  data: z.array(bankSchema),
});

export const tradingSessionKinds = [
  'PRE_OPENING',
  'MORNING',
  'LUNCH',
  'AFTERNOON',
  'CLOSING_AUCTION',
  'PRE_MARKET',
  'REGULAR',
  'POST_MARKET',
] as const;
export const tradingSessionSchema = z.object({
  kind: z.enum(tradingSessionKinds),
  /** Local exchange time 'HH:mm'. */
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
});
export const timeTableSchema = z.object({
  market: marketCodeSchema,
  subMarket: z.string(),
  /** IANA time zone of the times below (America/New_York observes daylight saving). */
  timeZone: z.string(),
  sessions: z.array(tradingSessionSchema),
  /** Full-day closures this year and next, 'YYYY-MM-DD'. */
  holidays: z.array(z.string()),
  /** Half trading days (close after the morning session), 'YYYY-MM-DD'. */
  halfDays: z.array(z.string()),
});
export type TimeTable = z.infer<typeof timeTableSchema>;

export const getTimeTables = defineCall({
  service: 'main',
  method: 'GET',
  path: '/markets/time_tables',
  summary: 'Trading sessions, holidays and half days, per market and sub-market',
  access: 'public',
  ...marketInput('query', { subMarket: z.string().max(8).optional() }),
  data: z.array(timeTableSchema),
});

export const productLineCodes = ['SEC', 'IPO', 'GREY', 'FUND', 'FX'] as const;
export const productLineCodeSchema = z.enum(productLineCodes);
export const productLineSchema = z.object({
  prodLineCode: productLineCodeSchema,
  name: localizedTextSchema,
  markets: z.array(marketCodeSchema),
  currencies: z.array(currencyCodeSchema),
});
export const getProductLines = defineCall({
  service: 'main',
  method: 'GET',
  path: '/markets/product_lines',
  summary: 'Product lines (securities, IPO, grey market, funds, FX) with their markets and currencies',
  access: 'public',
  ...namingInput('query', 'prodLineCode', productLineCodeSchema.optional(), 'E1006'),
  data: z.array(productLineSchema),
});

import { z } from 'zod';
import { defineCall } from './define-call';
import { decimalTextSchema } from './market-data';
import { localizedTextSchema } from '../headers';
import { marketCodeSchema } from '../markets';

// Price alerts (spec sections 3, 5): a client asks to be told when a stock's live price reaches a value
// (NominalUp/NominalDown, a price) or its change against the previous close reaches a percent
// (ChangePctUp/ChangePctDown, the value in percent: '5' is 5%, a fall given as a positive number). The server
// evaluates them on the live market and, when one fires, writes a 'market' message to the client's message
// center. OFA fires once (then TRIGGERED), OPD at most once per business date, EFA every time the condition
// becomes true again. The value's rules (required, above 0, under the type's cap, decimals) are the domain's
// priceAlertValueProblem: a value that breaks them answers E9022 with data { problem }.

/** The same names as @lantau/domain's priceAlertTypes and priceAlertFrequencies. */
export const priceAlertTypeSchema = z.enum(['NominalUp', 'NominalDown', 'ChangePctUp', 'ChangePctDown']);
export const priceAlertFrequencySchema = z.enum(['OFA', 'OPD', 'EFA']);
/** ACTIVE: watched (when enabled); TRIGGERED: an OFA alert that fired (editing or enabling it again re-arms it). */
export const priceAlertStatusSchema = z.enum(['ACTIVE', 'TRIGGERED']);
export type PriceAlertStatus = z.infer<typeof priceAlertStatusSchema>;

export const priceAlertIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'An alert ID');

export const priceAlertSchema = z.object({
  alertID: z.string(),
  market: marketCodeSchema,
  stockCode: z.string(),
  /** The stock's name in the three languages. */
  name: localizedTextSchema,
  type: priceAlertTypeSchema,
  frequency: priceAlertFrequencySchema,
  value: decimalTextSchema,
  enabled: z.boolean(),
  status: priceAlertStatusSchema,
  /** How many times it has fired, and when it last did. */
  triggerCount: z.number().int().nonnegative(),
  lastTriggeredAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

const alertParams = z.object({ alertID: priceAlertIdSchema });
const stockCodeSchema = z.string().min(1).max(12);

export const getPriceAlerts = defineCall({
  service: 'main',
  method: 'GET',
  path: '/price_alerts',
  summary: "The caller's price alerts, newest first, optionally of one market or one stock",
  access: 'client',
  query: z.object({ market: marketCodeSchema.optional(), stockCode: stockCodeSchema.optional() }),
  data: z.object({
    alerts: z.array(priceAlertSchema),
    /** How many alerts a client may keep. */
    limit: z.number().int(),
  }),
});

export const priceAlertRequestSchema = z.object({
  market: marketCodeSchema,
  stockCode: stockCodeSchema,
  type: priceAlertTypeSchema,
  frequency: priceAlertFrequencySchema,
  value: z.string().max(32),
});
export type PriceAlertRequest = z.infer<typeof priceAlertRequestSchema>;

export const postPriceAlert = defineCall({
  service: 'main',
  method: 'POST',
  path: '/price_alerts',
  summary:
    'Creates an enabled alert (E3001 unknown stock, E9021 the per-client limit is reached, E9022 a value breaking the rules)',
  access: 'client',
  body: priceAlertRequestSchema,
  data: priceAlertSchema,
});

export const priceAlertChangeSchema = z
  .object({
    value: z.string().max(32).optional(),
    frequency: priceAlertFrequencySchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((field) => field !== undefined), 'Nothing to change');
export type PriceAlertChange = z.infer<typeof priceAlertChangeSchema>;

export const patchPriceAlert = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/price_alerts/:alertID',
  summary:
    'Changes the value, the frequency or whether it is enabled; a change or enabling re-arms it (E9020 not found, E9022 value)',
  access: 'client',
  params: alertParams,
  body: priceAlertChangeSchema,
  data: priceAlertSchema,
});

export const deletePriceAlert = defineCall({
  service: 'main',
  method: 'DELETE',
  path: '/price_alerts/:alertID',
  summary: 'Deletes the alert (E9020 not found)',
  access: 'client',
  params: alertParams,
  data: z.null(),
});

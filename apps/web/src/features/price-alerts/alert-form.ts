import { z } from 'zod';
import {
  isPercentAlert,
  PRICE_ALERT_PERCENT_DECIMALS,
  PRICE_ALERT_PRICE_DECIMALS,
  priceAlertFrequencies,
  priceAlertTypes,
  priceAlertValueProblem,
  type PriceAlertType,
} from '@lantau/domain';

// The alert form's rules: the domain's (the server checks the same), with the messages as 'alerts:' text keys.

export const alertFormSchema = z
  .object({
    type: z.enum(priceAlertTypes),
    frequency: z.enum(priceAlertFrequencies),
    value: z.string(),
  })
  .superRefine((values, context) => {
    const problem = priceAlertValueProblem(values.type, values.value);
    if (problem === null) return;
    const key =
      problem === 'tooLarge' ? (isPercentAlert(values.type) ? 'tooLargePercent' : 'tooLargePrice') : problem;
    context.addIssue({ code: 'custom', path: ['value'], message: `alerts:problems.${key}` });
  });
export type AlertFormValues = z.infer<typeof alertFormSchema>;

export const valueDecimals = (type: PriceAlertType) =>
  isPercentAlert(type) ? PRICE_ALERT_PERCENT_DECIMALS : PRICE_ALERT_PRICE_DECIMALS;

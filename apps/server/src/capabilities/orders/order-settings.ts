import { z } from 'zod';
import { configPart } from '../../platform/config/config-part';

/** The platform's Stock Connect northbound quota (northbound-quota.ts). */
export const orderConfig = configPart({
  environment: {
    NORTHBOUND_DAILY_QUOTA: z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: 'expected an amount in RMB, such as 52000000000' })
      .default('52000000000'),
  },
  settings: (env) => ({
    /** RMB of net northbound (China A-share) buys allowed a trading day, a decimal string. */
    northboundDailyQuota: env.NORTHBOUND_DAILY_QUOTA,
  }),
});

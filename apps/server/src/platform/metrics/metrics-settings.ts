import { z } from 'zod';
import { configPart, type SettingsOf } from '../config/config-part';

/**
 * Who may read GET /metrics: callers on this machine, and anyone presenting METRICS_TOKEN as a bearer token.
 * In production without a token the route is off: a node there sits behind a balancer, whose health checks
 * and scrapers connect from other machines, and a loopback peer may be a proxy (see local-caller.ts).
 */
export const metricsConfig = configPart({
  environment: {
    METRICS_TOKEN: z.string().min(16, { error: 'at least 16 characters' }).optional(),
  },
  settings: (env, mode) => ({
    metrics: {
      token: env.METRICS_TOKEN,
      /** Served at all: anywhere but in production, and there only with a token. */
      enabled: !mode.production || env.METRICS_TOKEN !== undefined,
    },
  }),
});

export type MetricsSettings = SettingsOf<typeof metricsConfig>;

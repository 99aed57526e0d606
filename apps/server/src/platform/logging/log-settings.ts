import { z } from 'zod';
import { configPart } from '../config/config-part';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How much the server logs (logger.ts; whether lines are JSON follows NODE_ENV, the run mode). */
export const logConfig = configPart({
  environment: {
    LOG_LEVEL: z.enum(logLevels).default('info'),
  },
  settings: (env) => ({ logLevel: env.LOG_LEVEL }),
});

import { z } from 'zod';
import { configPart } from '../../platform/config/config-part';

/**
 * Where the simulated exchange runs: `embedded` (the default: inside the server, as always) or `remote` (its
 * own process, `npm run exchange`, reached over Redis Streams at REDIS_URL, the platform's Redis setting).
 */
export interface ExchangeSettings {
  exchange: 'embedded' | 'remote';
}

export const exchangeConfig = configPart({
  environment: {
    EXCHANGE: z.enum(['embedded', 'remote']).default('embedded'),
  },
  // REDIS_URL is the Redis part's (platform/redis/redis-settings.ts); config.ts checks that remote has one.
  settings: (env): ExchangeSettings => ({ exchange: env.EXCHANGE }),
});

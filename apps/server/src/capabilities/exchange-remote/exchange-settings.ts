import { z } from 'zod';
import { configPart, envText } from '../../platform/config/config-part';

/**
 * Where the simulated exchange runs: `embedded` (the default: inside the server, as always) or `remote` (its
 * own process, `npm run exchange`, reached over Redis Streams at REDIS_URL).
 */
export interface ExchangeSettings {
  exchange: 'embedded' | 'remote';
  redisUrl: string | undefined;
}

export const exchangeConfig = configPart({
  environment: {
    EXCHANGE: z.enum(['embedded', 'remote']).default('embedded'),
    REDIS_URL: envText.url(/^rediss?$/, 'expected a redis:// URL').optional(),
  },
  settings: (env): ExchangeSettings => ({ exchange: env.EXCHANGE, redisUrl: env.REDIS_URL }),
  check(env, problem) {
    if (env.EXCHANGE === 'remote' && env.REDIS_URL === undefined)
      problem('REDIS_URL', 'EXCHANGE=remote reaches the exchange through Redis: set REDIS_URL');
  },
});

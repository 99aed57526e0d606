import { configPart, envText, type SettingsOf } from '../config/config-part';

/**
 * Redis, for what several server nodes share (the event bus, nonces, rate-limit counts, socket presence). Unset:
 * every part stays in this process's memory, as one node needs (`npm start`).
 */
export const redisConfig = configPart({
  environment: {
    REDIS_URL: envText.url(/^rediss?$/, 'expected a redis:// or rediss:// URL').optional(),
  },
  settings: (env) => ({
    /** redis:// or rediss:// URL of the Redis the nodes share; undefined keeps everything in process. */
    redisUrl: env.REDIS_URL as string | undefined,
  }),
});

export type RedisSettings = SettingsOf<typeof redisConfig>;

import { configPart, envText } from '../../platform/config/config-part';
import { retentionDaysFrom, retentionEnvironment, type RetentionDays } from './retention-rules';

/** How often the purge job runs and how long each stored log is kept (retention-rules.ts). */
export const retentionConfig = configPart({
  environment: {
    PURGE_INTERVAL_SECONDS: envText.integer(0, 86_400).default(600),
    ...retentionEnvironment(envText.integer(1, 36_500)),
  },
  settings: (env): { purgeIntervalSeconds: number; retentionDays: RetentionDays } => ({
    /** Seconds between purge runs; 0: no purge job. */
    purgeIntervalSeconds: env.PURGE_INTERVAL_SECONDS,
    retentionDays: retentionDaysFrom(env),
  }),
});

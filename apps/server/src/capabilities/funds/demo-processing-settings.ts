import { configPart, envText } from '../../platform/config/config-part';

/** How long a fund request waits before the demo's platform processes it (demo-fund-processing.ts). */
export const demoProcessingConfig = configPart({
  environment: {
    DEMO_FUND_PROCESSING_SECONDS: envText.integer(0, 86_400).optional(),
  },
  settings: (env, mode) => ({
    /** Demo mode: seconds a fund request waits before the platform processes it; 0: never (staff do it). */
    demoFundProcessingSeconds: mode.demoMode ? (env.DEMO_FUND_PROCESSING_SECONDS ?? 15) : 0,
  }),
});

import { configPart, envText } from '../../platform/config/config-part';

/** The demo's IPOs: seeded at every start and processed by the demo desk (ipo-demo.ts, composition/seed). */
export const demoIpoConfig = configPart({
  environment: {
    DEMO_IPOS: envText.boolean.optional(),
  },
  settings: (env, mode) => ({
    /**
     * Demo mode: three IPOs per broker with eIPO (open, awaiting results with the demo clients' applications,
     * allotted with its grey market open) and their results run by the demo desk. Tests turn it off: the demo
     * applications move the demo clients' cash.
     */
    demoIpos: mode.demoMode ? (env.DEMO_IPOS ?? true) : false,
  }),
});

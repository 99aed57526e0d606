import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/support/chromium';

// Browser tests drive the real server (embedded database, fresh data dir) through Debian's Chromium:
// a browser download by the test tool does not work on our machines.
const port = Number(process.env.E2E_PORT ?? 4380);
const baseURL = `http://127.0.0.1:${port}`;
/** A second server whose sessions end after a few seconds, for the session-timeout tests. */
export const shortSessionPort = port + 1;
export const shortSessionSeconds = 20;
/** The main server's data folder: its embedded database is where a test reads a slider puzzle's answer. */
export const e2eDataDir = '.tmp/e2e-data';

/**
 * Every browser test comes from one loopback address, unlike real clients: lift the per-address limits of the
 * authentication calls.
 */
const oneAddressForEveryone = {
  RATE_LIMIT_LOGIN_PER_ADDRESS: '0',
  RATE_LIMIT_OTP_PER_ADDRESS: '0',
  RATE_LIMIT_SLIDER_PER_ADDRESS: '0',
  RATE_LIMIT_RESET_PER_ADDRESS: '0',
  RATE_LIMIT_TOKEN_PER_ADDRESS: '0',
};

/**
 * A spec logs its own client in once per test, and again on a retry: more codes in ten minutes than a person asks
 * for (five by default), so the sixth login of a file would wait for a code that is never sent. The login
 * lockouts per user stay as configured.
 */
const codesForEveryLogin = { RATE_LIMIT_OTP_PER_USER: '30' };

function server(serverPort: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Fund requests wait for the tests' own staff steps instead of the demo's automatic processing.
      DEMO_FUND_PROCESSING_SECONDS: '0',
      // The demo IPOs' applications move the demo clients' cash, which other specs read.
      DEMO_IPOS: 'false',
      ...oneAddressForEveryone,
      ...codesForEveryLogin,
      ...env,
    },
    url: `http://127.0.0.1:${serverPort}/market-api/systems/brokers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous limits: two browsers, two servers and their simulated markets share a 2-core CI machine, where a
  // screen that shows in 2 s alone can take more than 7 under load. Speed is measured by the benchmarks in
  // bench/, not by these limits; a test still fails when what it waits for never comes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // The index ticker's scroll, drawn without a GPU, costs this machine more than a core per open page (measured:
    // 137% of a core for an idle home page, 6% without it), so the browsers ask for reduced motion, which the
    // ticker honours by standing still. shell.spec.ts checks the moving ticker itself.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: [
    // Staff process fund requests in the browser tests: the demo's automatic processing would race them.
    server(port, e2eDataDir, { DEMO_FUND_PROCESSING_SECONDS: '0' }),
    server(shortSessionPort, '.tmp/e2e-short-session', {
      SESSION_TIMEOUT_SECONDS: String(shortSessionSeconds),
    }),
  ],
});

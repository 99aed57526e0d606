import { defineConfig, devices } from '@playwright/test';

// Browser tests drive the real server (embedded database, fresh data dir) through Debian's Chromium:
// a browser download by the test tool does not work on our machines.
const port = Number(process.env.E2E_PORT ?? 4380);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data && node --import tsx apps/server/src/main.ts`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn' },
    url: `${baseURL}/market-api/systems/brokers`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});

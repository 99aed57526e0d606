import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repositoryRoot } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repositoryRoot, 'data'),
      logLevel: 'info',
      seed: true,
      demoMode: true,
      webDist: path.join(repositoryRoot, 'apps/web/dist'),
      production: false,
    });
    expect(path.join(repositoryRoot, 'apps/server/src')).toBe(import.meta.dirname);
  });

  it('reads and converts the variables', () => {
    const config = loadConfig({
      PORT: '8181',
      DATA_DIR: '/tmp/lantau-data',
      DEMO_MODE: 'off',
      SEED: '0',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lantau',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8181,
      demoMode: false,
      seed: false,
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/lantau',
      logLevel: 'warn',
      production: true,
    });
  });

  it('reads the identity settings and the auth rate limits', () => {
    expect(loadConfig({})).toMatchObject({
      loginMaxAttempts: 5,
      loginLockMinutes: 30,
      otpMaxMismatches: 5,
      otpResendSeconds: 30,
      passwordMaxAgeDays: 90,
      sessionTimeoutSeconds: undefined,
      authRateLimits: {
        loginPerUser: 10,
        loginPerAddress: 30,
        otpPerUser: 5,
        otpPerAddress: 30,
        sliderPerAddress: 30,
        resetPerUser: 5,
        resetPerAddress: 20,
        tokenPerAddress: 60,
      },
    });
    const config = loadConfig({
      LOGIN_MAX_ATTEMPTS: '3',
      SESSION_TIMEOUT_SECONDS: '120',
      RATE_LIMIT_LOGIN_PER_USER: '0',
      RATE_LIMIT_SLIDER_PER_ADDRESS: '7',
    });
    expect(config).toMatchObject({ loginMaxAttempts: 3, sessionTimeoutSeconds: 120 });
    expect(config.authRateLimits).toMatchObject({
      loginPerUser: 0,
      sliderPerAddress: 7,
      loginPerAddress: 30,
    });
    expect(() => loadConfig({ RATE_LIMIT_OTP_PER_USER: 'many' })).toThrow(/RATE_LIMIT_OTP_PER_USER/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(8080);
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DEMO_MODE: 'maybe', DATABASE_URL: 'mysql://x/y' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: expected a whole number/);
    expect(attempt).toThrow(/DEMO_MODE: expected true or false/);
    expect(attempt).toThrow(/DATABASE_URL: expected a postgres/);
  });
});

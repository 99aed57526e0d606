import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig, repositoryRoot } from './config';

/** What a production start needs besides NODE_ENV: a way to deliver e-mail and SMS codes. */
const productionSenders = {
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
  SMTP_FROM: 'Lantau <no-reply@lantau.example>',
  SMS_GATEWAY_URL: 'https://sms.example/messages',
  SMS_GATEWAY_TOKEN: 'gateway-token',
};

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
      ...productionSenders,
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

  it('keeps demo mode for a newcomer and never turns it on in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...productionSenders })).toMatchObject({
      production: true,
      demoMode: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'false', ...productionSenders }).demoMode).toBe(
      false,
    );
  });

  it('refuses a NODE_ENV it does not know, so a misspelt production never starts a demo', () => {
    for (const value of ['development', 'test', 'production']) {
      expect(() => loadConfig({ NODE_ENV: value, ...productionSenders }), value).not.toThrow();
    }
    for (const value of ['Production', 'PRODUCTION', 'prod', 'staging', 'productionn']) {
      const attempt = () => loadConfig({ NODE_ENV: value, ...productionSenders });
      expect(attempt, value).toThrow(ConfigError);
      expect(attempt, value).toThrow(/NODE_ENV: expected development, test or production/);
    }
  });

  it('refuses demo mode switched on in production, naming the variable', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'on', ...productionSenders });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DEMO_MODE: must be off with NODE_ENV=production/);
  });

  it('refuses a production start that cannot deliver codes, naming each missing sender', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(/SMTP_URL: required with NODE_ENV=production/);
    expect(attempt).toThrow(/SMS_GATEWAY_URL: required with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: productionSenders.SMTP_URL })).toThrow(
      /SMTP_FROM: required with SMTP_URL/,
    );
  });

  it('reads the real senders; without them messages go to the outbox', () => {
    expect(loadConfig({})).toMatchObject({ smtp: undefined, smsGateway: undefined });
    expect(loadConfig(productionSenders)).toMatchObject({
      smtp: { url: 'smtp://mailer:secret@127.0.0.1:2525', from: 'Lantau <no-reply@lantau.example>' },
      smsGateway: { url: 'https://sms.example/messages', token: 'gateway-token', timeoutMs: 5_000 },
    });
    expect(loadConfig({ ...productionSenders, SMS_TIMEOUT_MS: '800' }).smsGateway?.timeoutMs).toBe(800);
    const attempt = () =>
      loadConfig({ SMTP_URL: 'http://mail', SMTP_FROM: 'nobody', SMS_GATEWAY_URL: 'ftp://x' });
    expect(attempt).toThrow(/SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).toThrow(/SMTP_FROM: expected an address/);
    expect(attempt).toThrow(/SMS_GATEWAY_URL: expected an http/);
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

  it('is documented: every variable in the README and in the table of config.ts', () => {
    const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
    const table = readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8');
    // The table groups the auth rate limits and the retention periods under one row each.
    const tableRow = (variable: string) =>
      variable
        .replace(/^RATE_LIMIT_(?!PER_MINUTE).*/, 'RATE_LIMIT_*')
        .replace(/^RETENTION_.*_DAYS$/, 'RETENTION_*_DAYS');
    expect(configVariables.filter((variable) => !readme.includes(`\`${variable}\``))).toEqual([]);
    expect(configVariables.filter((variable) => !table.includes(` * | ${tableRow(variable)} `))).toEqual([]);
    // And the README's table names no variable the server no longer reads.
    const readmeRows = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map((match) => match[1]);
    expect(readmeRows.length).toBeGreaterThan(0);
    expect(readmeRows.filter((variable) => !configVariables.includes(variable!))).toEqual([]);
  });
});

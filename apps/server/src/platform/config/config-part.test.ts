import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, configPart, envText, readEnvironment, settingsOf, variablesOf } from './config-part';

const mailPart = configPart({
  environment: {
    MAIL_URL: envText.url(/^smtp$/, 'expected an smtp:// URL').optional(),
    MAIL_FROM: z.string().optional(),
    MAIL_RETRIES: envText.integer(0, 5).default(2),
  },
  check: (env, problem) => {
    if (env.MAIL_URL && !env.MAIL_FROM) problem('MAIL_FROM', 'required with MAIL_URL');
  },
  settings: (env) => ({ mail: env.MAIL_URL ? { url: env.MAIL_URL, retries: env.MAIL_RETRIES } : undefined }),
});

const demoPart = configPart({
  environment: { DEMO_DELAY: envText.integer(0, 60).optional(), VERBOSE: envText.boolean.default(false) },
  settings: (env, mode) => ({ demoDelay: mode.demoMode ? (env.DEMO_DELAY ?? 15) : 0, verbose: env.VERBOSE }),
});

const parts = [mailPart, demoPart] as const;
const mode = { production: false, demoMode: true };

describe('configuration parts', () => {
  it('reads each part from its own variables and merges their settings', () => {
    const env = readEnvironment(parts, { MAIL_URL: 'smtp://mail', MAIL_FROM: 'a@b', VERBOSE: 'yes' });
    expect(settingsOf(parts, env, mode)).toEqual({
      mail: { url: 'smtp://mail', retries: 2 },
      demoDelay: 15,
      verbose: true,
    });
    expect(settingsOf(parts, env, { production: true, demoMode: false }).demoDelay).toBe(0);
  });

  it('counts empty and blank variables as unset and ignores variables no part owns', () => {
    const env = readEnvironment(parts, { MAIL_RETRIES: ' ', DEMO_DELAY: '', OTHER: 'x' });
    expect(env).toEqual({ MAIL_RETRIES: 2, VERBOSE: false });
  });

  it('names every bad variable of every part at once', () => {
    const attempt = () =>
      readEnvironment(parts, { MAIL_URL: 'http://x', MAIL_RETRIES: '9', VERBOSE: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MAIL_URL: expected an smtp:\/\/ URL/);
    expect(attempt).toThrow(/MAIL_RETRIES: /);
    expect(attempt).toThrow(/VERBOSE: expected true or false/);
  });

  it("runs each part's own rules and the rules between parts, once the variables are valid", () => {
    const crossChecks = (env: { VERBOSE: boolean }, problem: (variable: string, message: string) => void) => {
      if (env.VERBOSE) problem('VERBOSE', 'not with this mail');
    };
    const attempt = () => readEnvironment(parts, { MAIL_URL: 'smtp://mail', VERBOSE: 'on' }, crossChecks);
    expect(attempt).toThrow(/MAIL_FROM: required with MAIL_URL/);
    expect(attempt).toThrow(/VERBOSE: not with this mail/);
  });

  it('refuses two parts owning the same variable', () => {
    const twin = configPart({ environment: { VERBOSE: z.string().optional() }, settings: () => ({}) });
    expect(() => readEnvironment([demoPart, twin], {})).toThrow(/two configuration parts own VERBOSE/);
  });

  it('lists the variables of the parts in order', () => {
    expect(variablesOf(parts)).toEqual(['MAIL_URL', 'MAIL_FROM', 'MAIL_RETRIES', 'DEMO_DELAY', 'VERBOSE']);
  });
});

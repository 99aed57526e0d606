import { describe, expect, it } from 'vitest';
import { metricsConfig } from './metrics-settings';

describe('who may read /metrics', () => {
  const settings = (token: string | undefined, production: boolean) =>
    metricsConfig.settings({ METRICS_TOKEN: token }, { production, demoMode: !production }).metrics;

  it('is served to this machine outside production, and to the token holder everywhere', () => {
    expect(settings(undefined, false)).toEqual({ token: undefined, enabled: true });
    expect(settings('a-token-of-sixteen-chars', false).enabled).toBe(true);
    expect(settings('a-token-of-sixteen-chars', true)).toEqual({
      token: 'a-token-of-sixteen-chars',
      enabled: true,
    });
  });

  it('is off in production without a token', () => {
    expect(settings(undefined, true).enabled).toBe(false);
  });
});

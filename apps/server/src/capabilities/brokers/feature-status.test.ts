import { describe, expect, it } from 'vitest';
import { featureKeys } from '@lantau/contract';
import { featureConfigKeys, featureStatusOf } from './feature-status';

describe('featureStatusOf', () => {
  it('opens a feature whose flag is on', () => {
    expect(featureStatusOf('EIPO', { WebEIPOEnable: true })).toEqual({ status: 'ENABLED' });
  });

  it('closes a feature whose flag is off or missing', () => {
    expect(featureStatusOf('GREY_MARKET', { WebGreyMarketEnable: false })).toEqual({
      status: 'DISABLED',
      reason: 'notOpen',
    });
    expect(featureStatusOf('PNL', {})).toEqual({ status: 'DISABLED', reason: 'notOpen' });
  });

  it('suspends eDDA and eDDI separately, but only while fund-in is open', () => {
    const config = { WebFundInEnable: true, WebFundInSuspendDDA: true, WebFundInSuspendDDI: false };
    expect(featureStatusOf('EDDA', config)).toEqual({ status: 'SUSPENDED', reason: 'eddaSuspended' });
    expect(featureStatusOf('EDDI', config)).toEqual({ status: 'ENABLED' });
    expect(featureStatusOf('EDDA', { ...config, WebFundInEnable: false }).status).toBe('DISABLED');
  });

  it('knows every feature key and names only flags', () => {
    for (const key of featureKeys) expect(featureStatusOf(key, {}).status).toBe('DISABLED');
    expect(featureConfigKeys).toContain('WebFundInSuspendDDA');
    expect(featureConfigKeys.every((key) => key.startsWith('Web'))).toBe(true);
  });
});

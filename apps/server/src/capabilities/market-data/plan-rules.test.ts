import { describe, expect, it } from 'vitest';
import { includesPlan, servedPlan, webPlanOf } from './plan-rules';

describe('quote plan rules', () => {
  it('orders the plans DELAYED < CLICK < LEVEL1 < LEVEL2', () => {
    expect(includesPlan('LEVEL2', 'LEVEL1')).toBe(true);
    expect(includesPlan('LEVEL1', 'LEVEL1')).toBe(true);
    expect(includesPlan('CLICK', 'LEVEL1')).toBe(false);
    expect(includesPlan('DELAYED', 'CLICK')).toBe(false);
  });

  it('serves Level 1 as delayed on the web', () => {
    expect(webPlanOf('LEVEL1')).toBe('DELAYED');
    expect(servedPlan('LEVEL1', undefined)).toBe('DELAYED');
    expect(servedPlan('LEVEL1', 'LEVEL1')).toBe('DELAYED');
  });

  it('lets a request ask for less than the plan, never more', () => {
    expect(servedPlan('LEVEL2', 'DELAYED')).toBe('DELAYED');
    expect(servedPlan('LEVEL2', 'CLICK')).toBe('CLICK');
    expect(servedPlan('CLICK', 'DELAYED')).toBe('DELAYED');
    expect(servedPlan('DELAYED', 'LEVEL2')).toBe('DELAYED');
    expect(servedPlan('CLICK', 'LEVEL2')).toBe('CLICK');
  });
});

import { describe, expect, it } from 'vitest';
import { formatExchangeTime, formatHongKongTime, timeZoneLabel } from './index';

// 2026-11-27 08:34:05 UTC: 16:34:05 in Hong Kong, 03:34:05 in New York (EST).
const instant = Date.UTC(2026, 10, 27, 8, 34, 5);

describe('formatHongKongTime', () => {
  it('shows Hong Kong time, labelled, whatever the zone of the machine', () => {
    expect(formatHongKongTime(instant, 'en')).toBe('2026-11-27 16:34 HKT');
    expect(formatHongKongTime(new Date(instant).toISOString(), 'zh-HK', 'dateTimeSeconds')).toBe(
      '2026-11-27 16:34:05 香港時間',
    );
    expect(formatHongKongTime(instant, 'zh-CN', 'monthDayTime')).toBe('11-27 16:34:05 香港时间');
  });
  it('gives an empty text for an unreadable instant', () => {
    expect(formatHongKongTime('not a time', 'en')).toBe('');
  });
});

describe('formatExchangeTime', () => {
  it("labels a US quote with the exchange's zone and a Hong Kong or mainland one as HKT", () => {
    expect(formatExchangeTime(instant, 'US', 'en')).toBe('03:34 ET');
    expect(formatExchangeTime(instant, 'US', 'zh-HK', 'timeSeconds')).toBe('03:34:05 美東時間');
    expect(formatExchangeTime(instant, 'HK', 'en')).toBe('16:34 HKT');
    expect(formatExchangeTime(instant, 'MA^MZ', 'en')).toBe('16:34 HKT');
  });
  it("names another zone by Intl's short name", () => {
    expect(timeZoneLabel('Asia/Tokyo', 'en', instant)).toMatch(/GMT\+9|JST/);
  });
});

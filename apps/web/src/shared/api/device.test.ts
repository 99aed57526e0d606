import { describe, expect, it } from 'vitest';
import { deviceModelFromUserAgent, getDeviceUuid } from './device';
import { secureStorage } from '../storage';

describe('device', () => {
  it('generates the device UUID once and keeps it', () => {
    const first = getDeviceUuid();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceUuid()).toBe(first);
    expect(secureStorage.get('deviceUuid')).toBe(first);
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome 120 (Windows)',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 (macOS)',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      'Safari 17 (iOS)',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 (Linux)'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 EdgA/120.0',
      'Edge 120 (Android)',
    ],
    ['curl/8.0', 'Browser (Unknown OS)'],
  ])('names %s as %s', (userAgent, model) => {
    expect(deviceModelFromUserAgent(userAgent)).toBe(model);
  });
});

import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './log-privacy';

describe('personal data in log text', () => {
  it('masks contact fields of a query, e-mail addresses and international phone numbers', () => {
    expect(maskPersonalData('/dev/outbox.json?to=%2B85291001001&userID=LTU1001')).toBe(
      '/dev/outbox.json?to=***&userID=LTU1001',
    );
    expect(maskPersonalData('/api/auths/otps?contact=c%40mail.example&feature=LOGIN')).toBe(
      '/api/auths/otps?contact=***&feature=LOGIN',
    );
    expect(maskPersonalData('sent to chan.taiman@mail.example and +852 9100 1001')).toBe(
      'sent to *** and ***',
    );
  });

  it('leaves ids, stock codes and timestamps alone', () => {
    const text = '/market-api/stocks/candles?market=HK&stockCode=00700&to=&before=1700000000000';
    expect(maskPersonalData('web-1700000000000-7 LTU1001 00700')).toBe('web-1700000000000-7 LTU1001 00700');
    expect(maskPersonalData(text)).toBe(text.replace('to=&', 'to=***&'));
  });
});

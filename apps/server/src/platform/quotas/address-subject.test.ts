import { describe, expect, it } from 'vitest';
import { addressSubject } from './address-subject';

describe('address subject of the write quota', () => {
  it('counts IPv4 addresses one by one, mapped or not', () => {
    expect(addressSubject('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressSubject('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
  });

  it('counts a whole IPv6 /64 as one caller, however the address is written', () => {
    const subjects = [
      '2001:db8:0:1::1',
      '2001:0db8:0000:0001:ffff::9',
      '2001:DB8:0:1:1:2:3:4',
      '2001:db8::1:0:0:0:5',
    ];
    expect(new Set(subjects.map(addressSubject))).toEqual(new Set(['address:2001:db8:0:1::/64']));
    expect(addressSubject('2001:db8:0:2::1')).toBe('address:2001:db8:0:2::/64');
    expect(addressSubject('::1')).toBe('address:0:0:0:0::/64');
    expect(addressSubject('fe80::1%eth0')).toBe('address:fe80:0:0:0::/64');
  });
});

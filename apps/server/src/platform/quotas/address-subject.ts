import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * Whose budget an address spends. One IPv6 subscriber usually holds a whole /64 (2^64 addresses), so counting
 * per IPv6 address would give one caller endless budgets: its /64 counts as one. IPv4 addresses, and IPv4
 * mapped into IPv6, count one by one.
 */
export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return `address:${mapped[1]}`;
  if (!isIPv6(address)) return `address:${address}`;
  // A zone (fe80::1%eth0) names an interface, not a network.
  return `address:${ipv6Groups(address.split('%')[0] ?? '')
    .slice(0, 4)
    .join(':')}::/64`;
}

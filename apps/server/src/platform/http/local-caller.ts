import { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8 and ::1 (IPv4-mapped forms included); false for anything else, unparsable too. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  try {
    return loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}

/** Every address a forwarding header names: X-Forwarded-For, X-Real-IP and Forwarded's `for=`. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const listed = `${header('x-forwarded-for')},${header('x-real-ip')}`
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const forwardedFor = [...header('forwarded').matchAll(/for="?\[?([^\]";,]*)/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...listed, ...forwardedFor];
}

/**
 * Whether a request comes from this machine, and only from it. The socket's peer must be loopback: request.ip
 * is not enough, because with TRUST_PROXY it is whatever X-Forwarded-For claims. And no forwarding header may
 * name another address, trusted or not: a reverse proxy on this machine connects from loopback on behalf of a
 * caller elsewhere, whom it names in those headers.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) && forwardedAddresses(request).every(isLoopbackAddress)
  );
}

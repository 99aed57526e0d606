import { servicePrefixes } from '@lantau/contract';

const prefixes = Object.values(servicePrefixes);

/** Whether a URL belongs to one of the APIs (and so is answered with envelopes, never with the web app). */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

import { preferenceCookies } from '@lantau/contract';

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * Mirrors a display preference (language, colour scheme) into a plain cookie, so the server prerenders public
 * pages the way this browser shows them and they hydrate without redrawing. The encrypted store stays the source.
 */
export function mirrorPreference(name: keyof typeof preferenceCookies, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const cookie = preferenceCookies[name];
  document.cookie =
    value === undefined
      ? `${cookie}=; path=/; max-age=0; samesite=lax`
      : `${cookie}=${encodeURIComponent(value)}; path=/; max-age=${yearInSeconds}; samesite=lax`;
}

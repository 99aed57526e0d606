import { create } from 'zustand';

/**
 * The current app-OTP prefix: the companion app shows a code beside each prefix, and the user types the one
 * beside this. Fetched by the login step, refreshed when it expires, and replaced by the session socket's
 * otpprefix push.
 */
export interface OtpPrefix {
  prefix: string;
  /** When the prefix stops being accepted (ms since the epoch). */
  expiresAt: number;
}

export const useOtpPrefixStore = create<{ current: OtpPrefix | null }>(() => ({ current: null }));

export function setOtpPrefix(prefix: string, expiresInSeconds: number, now = Date.now()): void {
  useOtpPrefixStore.setState({ current: { prefix, expiresAt: now + expiresInSeconds * 1000 } });
}

export function clearOtpPrefix(): void {
  useOtpPrefixStore.setState({ current: null });
}

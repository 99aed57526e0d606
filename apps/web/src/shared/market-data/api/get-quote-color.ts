import { useUserConfiguration } from '../../user-configuration';

export type QuoteColor = 'RED_UP' | 'GREEN_UP';

/**
 * The user's up/down colours (QUOTE_COLOR, saved on the server); the server's own default (green up) until it
 * answers, so the colours do not flip once it does.
 */
export function useQuoteColor(): QuoteColor {
  return useUserConfiguration('QUOTE_COLOR', 'GREEN_UP');
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applyBrokerTexts, currentLanguage, i18n } from '../../shared/i18n';
import { getLoginRecord, getLogoutReason, getStoredDisplayCode, sessionStore } from '../../shared/session';
import { initialColorScheme } from '../../shared/theme';

/** The element of a prerendered page that holds what its render assumed and the answers it drew from. */
export const prerenderDataId = 'lantau-prerender';

export interface PrerenderData {
  /** The path drawn, without the /portal2 prefix. */
  path: string;
  language: string;
  colorScheme: 'light' | 'dark';
  /** The broker whose texts were laid over the defaults (its login page). */
  brokerCode?: string;
  /** The query answers the page was drawn from, by query key. */
  queries: [QueryKey, unknown][];
}

/**
 * Whether the page the server drew is the page this browser's first render draws: same path, language and
 * scheme, and nothing stored that changes it (a session redirects, a remembered user ID fills the form, a
 * logout reason shows a notice, another broker's code redirects). Otherwise the browser draws the page itself.
 */
function matches(data: PrerenderData, path: string): boolean {
  // Only a broker's pages read the stored broker (its guard redirects on another's).
  const storedCode = data.brokerCode === undefined ? undefined : getStoredDisplayCode();
  return (
    window.location.search === '' &&
    data.language === i18n.language &&
    data.colorScheme === initialColorScheme() &&
    !sessionStore.get()?.token &&
    getLoginRecord() === undefined &&
    getLogoutReason() === undefined &&
    (storedCode === undefined || storedCode === path.split('/').filter(Boolean)[0])
  );
}

/** Whether the server drew this page (then its answers come with it: the browser need not ask first). */
export const isPrerendered = (): boolean => document.getElementById(prerenderDataId) !== null;

/**
 * Readies a prerendered page for hydration: the answers it was drawn from go into the query cache (used even
 * when the page is drawn anew) and the broker's texts over the defaults, so the first render is the server's.
 * False when there is nothing to hydrate.
 */
export async function prepareHydration(queryClient: QueryClient, path: string): Promise<boolean> {
  const element = document.getElementById(prerenderDataId);
  if (!element?.textContent) return false;
  const data = JSON.parse(element.textContent) as PrerenderData;
  if (data.path !== path) return false;
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);
  if (!matches(data, path)) return false;
  const textPack = data.queries.find(([key]) => key[2] === 'text-pack')?.[1] as
    Record<string, string> | undefined;
  if (data.brokerCode && textPack) await applyBrokerTexts(currentLanguage(), textPack, data.brokerCode);
  return true;
}

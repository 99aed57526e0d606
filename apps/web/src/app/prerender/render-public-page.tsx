// The server's prerender of the public pages (landing, broker list, each broker's login), built by
// `vite build --ssr` into apps/web/dist-ssr (never into the browser's files) and loaded by the server
// (apps/server/src/platform/http/prerender.ts). It draws the same tree the browser's boot draws first, so the
// browser hydrates it (app/prerender/prerendered-page.ts) instead of drawing it again.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { MantineColorSchemeManager } from '@mantine/core';
import { QueryClient, type Query } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import type { BrokerSummary } from '@lantau/contract';
import { systemBrokersQueryKey } from '../../features/brokers/api/get-system-brokers';
import {
  appLanguages,
  fromApiLanguage,
  i18n,
  isAppLanguage,
  layerBrokerTexts,
  matchBrowserLanguage,
  toApiLanguage,
  type AppLanguage,
} from '../../shared/i18n';
import { inputLimitTexts } from '../../shared/i18n/i18n';
import type { TextPack } from '../../shared/i18n/resources';
import { brandColorCss } from '../../shared/theme/broker-palette';
import { BROKER_LIST_SEGMENT } from '../../shared/url';
import { Providers } from '../providers';
import { routes } from '../routes';
import { prerenderDataId, type PrerenderData } from './prerender-data';

/** The namespaces a public page reads; the others are fetched by the pages that use them. */
const publicNamespaces = ['common', 'landing'] as const;
const packs = import.meta.glob<TextPack>('../../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function pack(language: AppLanguage, namespace: string): TextPack {
  const found = packs[`../../shared/i18n/locales/${language}/${namespace}.json`];
  if (!found) throw new Error(`No text pack ${language}/${namespace}`);
  return found;
}

let ready: Promise<unknown> | undefined;
function initTexts(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: 'en',
    supportedLngs: [...appLanguages],
    fallbackLng: false,
    ns: [...publicNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: inputLimitTexts },
    react: { bindI18nStore: 'added', useSuspense: false },
    resources: Object.fromEntries(
      appLanguages.map((language) => [
        language,
        Object.fromEntries(publicNamespaces.map((namespace) => [namespace, pack(language, namespace)])),
      ]),
    ),
  });
  return ready;
}

/** Answers the API calls the pages make while rendering (the server passes its own, in-process). */
export type ApiFetch = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export interface PublicPageRequest {
  /** The page's path without the /portal2 prefix, e.g. `/lantau/index`. */
  path: string;
  /** The visitor's stored choice (its cookie), if any. */
  storedLanguage?: string;
  /** Accept-Language, as the browser's languages. */
  browserLanguages: readonly string[];
  /** The visitor's stored scheme (its cookie): 'light' or 'dark' when chosen. */
  colorScheme: 'light' | 'dark';
  api: ApiFetch;
  /** What goes wherever a nonce belongs; the server replaces it per answer. */
  noncePlaceholder: string;
}

export interface PublicPage {
  /** The markup of #root. */
  html: string;
  /** What goes into the head: the brand colour's rules, the data the browser hydrates with. */
  head: string;
  language: AppLanguage;
  /** The route's page module, for the server to preload its chunk and link its stylesheets. */
  pageModule: string;
}

const publicPage = (path: string): { pageModule: string; brokerCode?: string } | undefined => {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return { pageModule: 'apps/web/src/features/landing/landing-page.tsx' };
  if (segments.length === 1 && segments[0] === BROKER_LIST_SEGMENT) {
    return { pageModule: 'apps/web/src/features/broker-list/broker-list-page.tsx' };
  }
  if (segments.length === 2 && segments[1] === 'index') {
    return { pageModule: 'apps/web/src/features/auth/login-page.tsx', brokerCode: segments[0] };
  }
  return undefined;
};

/** Whether the server prerenders this path (the others get the empty page, drawn in the browser). */
export function isPublicPage(path: string): boolean {
  return publicPage(path) !== undefined;
}

/**
 * The API call behind each query the public pages make, by its query key, and how the page's query shapes the
 * answer (as features/brokers/api does in the browser).
 */
function apiCallOf(
  queryKey: readonly unknown[],
): { path: string; shape?: (data: unknown) => unknown } | undefined {
  const [root, code, kind] = queryKey;
  if (root === 'systems' && code === 'brokers') return { path: '/market-api/systems/brokers' };
  if (root !== 'brokers' || typeof code !== 'string') return undefined;
  const broker = `/api/brokers/${encodeURIComponent(code)}`;
  if (kind === 'text-pack') return { path: `${broker}/text_packs/${String(queryKey[3])}` };
  if (kind === 'tips' && Array.isArray(queryKey[4])) {
    return {
      path: `${broker}/tips?tipKey=${encodeURIComponent(queryKey[4].join(','))}`,
      shape: (tips) =>
        Object.fromEntries(
          (tips as { tipKey: string; content: string }[]).map((tip) => [tip.tipKey, tip.content]),
        ),
    };
  }
  return undefined;
}

async function fetchQuery(api: ApiFetch, query: Query, language: AppLanguage): Promise<void> {
  const call = apiCallOf(query.queryKey);
  if (call === undefined) throw new Error(`The prerender cannot answer ${JSON.stringify(query.queryKey)}`);
  const answer = await api(call.path, { 'x-lang': toApiLanguage(language) });
  const envelope = JSON.parse(answer.body) as { code?: string; data?: unknown };
  if (answer.status !== 200 || envelope.code !== 'OK') {
    throw new Error(`The prerender's ${call.path} answered ${answer.status} ${envelope.code ?? ''}`);
  }
  query.setData(call.shape ? call.shape(envelope.data) : envelope.data);
}

/** The language the browser's boot will pick for this visitor (shared/i18n/language-sync.ts), on this page. */
function pageLanguage(request: PublicPageRequest, broker: BrokerSummary | undefined): AppLanguage {
  if (isAppLanguage(request.storedLanguage)) return request.storedLanguage;
  return matchBrowserLanguage(request.browserLanguages) ?? fromApiLanguage(broker?.languages[0]) ?? 'en';
}

/** The scheme the visitor stored (its cookie), as the browser's store will give it. */
const fixedColorScheme = (scheme: 'light' | 'dark'): MantineColorSchemeManager => ({
  get: () => scheme,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
});

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// One render at a time: they share the texts' instance, switched to each page's language and broker.
let queue: Promise<unknown> = Promise.resolve();

/** Draws one public page, or undefined when the path is not one (or names no broker). */
export function renderPublicPage(request: PublicPageRequest): Promise<PublicPage | undefined> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

async function render(request: PublicPageRequest): Promise<PublicPage | undefined> {
  const page = publicPage(request.path);
  if (!page) return undefined;
  await initTexts();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const brokers = await (async () => {
    const answer = await request.api('/market-api/systems/brokers', {});
    const envelope = JSON.parse(answer.body) as { code?: string; data?: BrokerSummary[] };
    if (envelope.code !== 'OK' || !envelope.data)
      throw new Error(`The broker list answered ${answer.status}`);
    return envelope.data;
  })();
  queryClient.setQueryData(systemBrokersQueryKey, brokers);
  const broker = page.brokerCode ? brokers.find((one) => one.displayCode === page.brokerCode) : undefined;
  if (page.brokerCode && !broker) return undefined;
  const language = pageLanguage(request, broker);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${request.path}`));
  if (context instanceof Response) return undefined;

  // The pages ask for their data as they render (TanStack Query does not fetch on the server): draw, answer
  // what was asked for, draw again, until nothing is missing. The login page takes three (list, texts, page).
  let html = '';
  for (let pass = 0; pass < 5; pass += 1) {
    // Each render starts from the default texts of its language, with this broker's laid over them: a page
    // drawn before for another broker must not lend it its texts.
    const textPack = broker
      ? queryClient.getQueryData<Record<string, string>>([
          'brokers',
          broker.brokerCode,
          'text-pack',
          toApiLanguage(language),
        ])
      : undefined;
    layerBrokerTexts(language, pack(language, 'common'), textPack ?? {}, textPack && broker?.brokerCode);
    await i18n.changeLanguage(language);
    const router = createStaticRouter(handler.dataRoutes, context);
    html = renderToString(
      <Providers
        queryClient={queryClient}
        styleNonce={request.noncePlaceholder}
        colorSchemeManager={fixedColorScheme(request.colorScheme)}
      >
        <StaticRouterProvider
          router={router}
          context={context}
          hydrate={false}
          nonce={request.noncePlaceholder}
        />
      </Providers>,
    );
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && apiCallOf(query.queryKey) !== undefined);
    if (missing.length === 0) break;
    await Promise.all(missing.map((query) => fetchQuery(request.api, query, language)));
  }

  const data: PrerenderData = {
    path: request.path,
    language,
    colorScheme: request.colorScheme,
    brokerCode: broker?.brokerCode,
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => [query.queryKey, query.state.data]),
  };
  const brand = broker
    ? `<style id="brand-colors" nonce="${request.noncePlaceholder}">${brandColorCss(broker.primaryColor)}</style>`
    : '';
  return {
    html,
    head: `${brand}<script type="application/json" id="${prerenderDataId}">${escapeJson(data)}</script>`,
    language,
    pageModule: page.pageModule,
  };
}

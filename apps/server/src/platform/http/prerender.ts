import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preferenceCookies } from '@lantau/contract';
import type { EventBus } from '../events/event-bus';
import type { PrerenderAllowances } from './security-headers';

/**
 * The public pages (landing, broker list, each broker's login) drawn on the server, so a phone paints them before
 * any JavaScript arrives; the browser then hydrates them. The render is the web's own tree, built by
 * `npm run build` into apps/web/dist-ssr (apps/web/src/app/prerender/render-public-page.tsx); it answers its data
 * calls through this server in-process. Drawn on first request and kept per page, language and scheme until a
 * broker changes (the bus's `broker-changed`, from any node) or a minute passes (text packs and tips are not
 * announced on the bus).
 */

/** The module the web build writes (its types as the server uses them). */
interface PrerenderModule {
  isPublicPage(path: string): boolean;
  renderPublicPage(request: {
    path: string;
    storedLanguage?: string;
    browserLanguages: readonly string[];
    colorScheme: 'light' | 'dark';
    api: (path: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;
    noncePlaceholder: string;
  }): Promise<{ html: string; head: string; language: string; pageModule: string } | undefined>;
}

export interface PrerenderedPage {
  /** The markup of #root, the nonce placeholder where a nonce belongs. */
  root: string;
  /** Stylesheet and module preloads of the route, the brand colour, the hydration data. */
  head: string;
  language: string;
  colorScheme?: 'light' | 'dark';
  allowances: PrerenderAllowances;
}

interface ChunkReport {
  modules: string[];
  imports: string[];
  css: string[];
}

const cacheLifetimeMs = 60_000;
const cacheLimit = 500;

/**
 * Without a stored scheme, paints the system's before the stylesheets apply: no flash of the other scheme. (A
 * stored one is in the page's markup already; without scripts the page shows in light.)
 */
export const colorSchemeScript =
  "document.documentElement.setAttribute('data-mantine-color-scheme'," +
  "matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')";
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const colorSchemeScriptHash = hashOf(colorSchemeScript);

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Accept-Language as the browser's list of languages, most wanted first. */
function browserLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .slice(0, 200)
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag, weight: q === undefined ? 1 : Number(q) || 0 };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.tag);
}

/**
 * The stylesheets and scripts the route's page module loads with it, from the build's chunk report, less those
 * index.html links already.
 */
function routeAssets(report: Record<string, ChunkReport>, pageModule: string, indexHtml: string): string {
  const start = Object.keys(report).find((file) => report[file]!.modules.includes(pageModule));
  if (!start) return '';
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !report[file]) return;
    files.add(file);
    report[file].imports.forEach(visit);
  };
  visit(start);
  const css = [...new Set([...files].flatMap((file) => report[file]!.css))];
  const linked = (file: string) => indexHtml.includes(`"/${file}"`);
  return [
    ...css
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

interface Built {
  module: PrerenderModule;
  report: Record<string, ChunkReport>;
  indexHtml: string;
}

export interface Prerenderer {
  /** The page drawn for this request, or undefined (not a public page, not built, or the render failed). */
  pageFor(request: FastifyRequest): Promise<PrerenderedPage | undefined>;
}

export function createPrerenderer(
  app: FastifyInstance,
  webDist: string,
  modulePath: string | undefined,
  noncePlaceholder: string,
  bus?: EventBus,
): Prerenderer {
  const reportPath = path.join(webDist, '.vite', 'chunks.json');
  let loaded: Promise<Built | undefined> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      if (modulePath === undefined || !existsSync(modulePath)) return undefined;
      const module = (await import(pathToFileURL(modulePath).href)) as PrerenderModule;
      return {
        module,
        // Without the build's chunk report the page still paints; its route's stylesheets then come with its script.
        report: existsSync(reportPath)
          ? (JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, ChunkReport>)
          : {},
        indexHtml: readFileSync(path.join(webDist, 'index.html'), 'utf8'),
      };
    })().catch((error: unknown) => {
      app.log.warn({ err: error }, 'The public pages cannot be prerendered');
      return undefined;
    }));

  const cache = new Map<string, { at: number; page: Promise<PrerenderedPage | undefined> }>();
  bus?.subscribe((event) => {
    if (event.type === 'broker-changed') cache.clear();
  });

  // Its own calls go through the server in-process: the same answers a browser gets, none of the network.
  const api = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body };
  };

  async function render(
    built: Built,
    pagePath: string,
    storedLanguage: string | undefined,
    languages: string[],
    colorScheme: 'light' | 'dark' | undefined,
  ): Promise<PrerenderedPage | undefined> {
    const page = await built.module.renderPublicPage({
      path: pagePath,
      storedLanguage,
      browserLanguages: languages,
      colorScheme: colorScheme ?? 'light',
      api,
      noncePlaceholder,
    });
    if (!page) return undefined;
    const styleAttributes = new Set<string>();
    for (const match of page.html.matchAll(/ style="([^"]*)"/g)) {
      // Attribute values come HTML-escaped; the browser hashes the value it parsed.
      styleAttributes.add(
        match[1]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
      );
    }
    return {
      root: page.html,
      head: routeAssets(built.report, page.pageModule, built.indexHtml) + page.head,
      language: page.language,
      colorScheme,
      allowances: {
        styleAttributeHashes: [...styleAttributes].map(hashOf),
        scriptHashes: [colorSchemeScriptHash],
      },
    };
  }

  return {
    async pageFor(request) {
      if (request.method !== 'GET') return undefined;
      const [rawPath = '/', search] = request.url.split('?', 2);
      // A query string is a mode of the page (the password reset): drawn in the browser.
      if (search !== undefined) return undefined;
      const pagePath = rawPath.replace(/^\/portal2(?=\/|$)/, '') || '/';
      const built = await load();
      if (!built?.module.isPublicPage(pagePath)) return undefined;
      const storedLanguage = readCookie(request.headers.cookie, preferenceCookies.language);
      const storedScheme = readCookie(request.headers.cookie, preferenceCookies.colorScheme);
      const colorScheme = storedScheme === 'light' || storedScheme === 'dark' ? storedScheme : undefined;
      const languages = browserLanguages(request.headers['accept-language']);
      const key = [pagePath, storedLanguage ?? '', languages.join(','), colorScheme ?? ''].join('|');
      const now = Date.now();
      let entry = cache.get(key);
      if (!entry || now - entry.at > cacheLifetimeMs) {
        if (cache.size >= cacheLimit) cache.clear();
        const page = render(built, pagePath, storedLanguage, languages, colorScheme).catch(
          (error: unknown) => {
            request.log.warn({ err: error, path: pagePath }, 'A public page could not be prerendered');
            cache.delete(key);
            return undefined;
          },
        );
        entry = { at: now, page };
        cache.set(key, entry);
      }
      return entry.page;
    },
  };
}

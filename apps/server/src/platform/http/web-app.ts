import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allowedMethods } from './allowed-methods';
import { isApiPath } from './api-paths';
import { sendFailure } from './error-handler';
import { colorSchemeScript, type Prerenderer, type PrerenderedPage } from './prerender';
import { contentSecurityPolicyHeader, freshNonce } from './security-headers';

/** The portal is served at the root and, identically, under this prefix. */
export const portalPrefixes = ['/', '/portal2/'] as const;
const indexFile = 'index.html';
const notBuilt = 'The web app is not built yet. Run `npm run build`, then reload this page.';
/**
 * What the web build writes wherever a nonce belongs (Vite's `html.cspNonce`, apps/web/vite.config.ts): on its
 * script and stylesheet tags and in `<meta property="csp-nonce">`, where the app reads it for the style elements
 * it adds. Each page answered replaces it with a fresh nonce, which its policy then allows.
 */
export const cspNoncePlaceholder = 'LANTAU_CSP_NONCE';

/** The build writes these beside each text file (apps/web/build/precompress.ts); the file sent may be one. */
const precompressedSuffix = /\.(br|gz)$/;

function cacheHeadersFor(webDist: string) {
  return (reply: FastifyReply, filePath: string) => {
    // Headers follow the file asked for, whichever encoding of it is sent.
    const relative = path.relative(webDist, filePath.replace(precompressedSuffix, ''));
    if (relative.startsWith(`assets${path.sep}`)) {
      // Vite puts a content hash in every asset name: the file at a name never changes.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    } else {
      reply.header('cache-control', 'public, max-age=3600');
    }
  };
}

/** The page in the encoding the browser prefers: a few kilobytes, compressed per answer in well under 1 ms. */
const encoders = {
  br: (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text: string) => gzipSync(text),
} as const;

/**
 * The web app's page: index.html with a fresh nonce where the build put the placeholder, under a policy that
 * allows style elements with that nonce and no others. Never cached as it is (each copy has its own nonce), and
 * revalidated every time, so a new release's asset names reach the browser at once. 503 while not built.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webDist: string,
  prerenderer?: Prerenderer,
): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(path.join(webDist, indexFile), 'utf8');
  } catch {
    return sendPlain(reply, 503, notBuilt);
  }
  const prerendered = await prerenderer?.pageFor(request);
  if (prerendered) html = withPrerender(html, prerendered);
  const nonce = freshNonce();
  const page = html.replaceAll(cspNoncePlaceholder, nonce);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    typeof accepted === 'string'
      ? negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip'])
      : null;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', contentSecurityPolicyHeader(nonce, prerendered?.allowances));
  if (!encoding) return reply.send(page);
  return reply.header('content-encoding', encoding).send(encoders[encoding](page));
}

/**
 * index.html with a public page drawn into it (prerender.ts): its language, its scheme (the stored one, else the
 * system's, set by a script before anything paints), the route's stylesheets and hydration data in the head.
 */
function withPrerender(html: string, page: PrerenderedPage): string {
  const schemeScript = page.colorScheme ? '' : `<script>${colorSchemeScript}</script>`;
  return html
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${page.language}" data-mantine-color-scheme="${page.colorScheme ?? 'light'}"`,
    )
    .replace('</head>', `${schemeScript}${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.root}</div>`);
}

/** index.html and the build's compressed copies of it: only ever sent through sendPage. */
const isIndexFile = (url: string) => /\/index\.html(\.(br|gz))?$/.test(url.split('?', 1)[0] ?? '');

/** Serves the built web app and the broker logos. Missing files fall through to the not-found handler. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  publicDir: string,
  prerenderer?: Prerenderer,
): Promise<void> {
  for (const prefix of portalPrefixes) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix,
      decorateReply: prefix === '/',
      // The page itself comes from sendPage, with its nonce; never the file as built.
      index: false,
      cacheControl: false,
      // The build's brotli and gzip copies, chosen by Accept-Encoding (with Vary: Accept-Encoding). Nothing is
      // compressed per request: the API's JSON is small and answering fast matters more there.
      preCompressed: true,
      setHeaders: cacheHeadersFor(webDist),
      allowedPath: (_path, _root, request) => !isApiPath(request.url) && !isIndexFile(request.url),
      // A missing dist folder is reported per page (503 below), not as a start-up warning.
      suppressWarning: true,
    });
    app.get(prefix, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, webDist, prerenderer),
    );
  }
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });
}

function sendPlain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?', 1)[0] ?? '');

/**
 * Everything no route matched: a path served under other methods is 405 with Allow (E4005 for APIs); unknown
 * API paths are E4004; page addresses get the web app's index.html so the client router can show the page (or
 * its own not-found page); missing files are a plain 404.
 */
export function webAppNotFoundHandler(webDist: string, prerenderer?: Prerenderer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethods(request.server, request.url);
    // A route that serves this very method chose to answer "not found" (reply.callNotFound): not a 405.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      // The path exists, the method does not: 405 with the methods that would work (RFC 9110, 15.5.6).
      reply.header('allow', allowed.join(', '));
      return isApiPath(request.url)
        ? sendFailure(reply, 'E4005')
        : sendPlain(reply, 405, 'Method not allowed');
    }
    if (isApiPath(request.url)) return sendFailure(reply, 'E4004');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile(request.url)) {
      return sendPlain(reply, 404, 'Not found');
    }
    return sendPage(request, reply, webDist, prerenderer);
  };
}

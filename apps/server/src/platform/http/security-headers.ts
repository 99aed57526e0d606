import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one style element a library adds without a nonce: lightweight-charts' (5.2) for the TradingView logo it
 * draws on every chart, as its licence asks. Allowed by its text's hash, so nothing else can pass for it;
 * security-headers.test.ts checks the hash against the installed library.
 */
export const lightweightChartsLogoStyle = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

/**
 * The Content Security Policy of every response: only our own scripts, styles, images, fonts and connections;
 * no framing, plugins or foreign form targets. No inline styles either: an HTML page's own style elements (the
 * portal's, which Mantine adds for its theme's variables, and the dev outbox's) carry a nonce made for that one
 * response (`contentSecurityPolicyHeader`). Style properties a script sets through the CSSOM (React's `style`)
 * are not inline styles in CSP's sense and need nothing.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", lightweightChartsLogoStyle],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const directiveName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What a prerendered page (prerender.ts) needs beyond the nonce, each by its exact text's hash: the style
 * attributes its markup carries (Mantine writes spacing and sizes there; once hydrated, React sets them through the
 * CSSOM) and the one script that paints the visitor's colour scheme before anything loads.
 */
export interface PrerenderAllowances {
  styleAttributeHashes: readonly string[];
  scriptHashes: readonly string[];
}

/** The policy as a header value; with a nonce, style elements carrying it are allowed too. */
export function contentSecurityPolicyHeader(styleNonce?: string, prerender?: PrerenderAllowances): string {
  const directives = Object.entries(contentSecurityPolicy).map(([key, sources]) => {
    let allowed = key === 'styleSrc' && styleNonce ? [...sources, `'nonce-${styleNonce}'`] : sources;
    if (key === 'scriptSrc' && prerender) allowed = [...allowed, ...prerender.scriptHashes];
    return `${directiveName(key)} ${allowed.join(' ')}`;
  });
  if (prerender && prerender.styleAttributeHashes.length > 0) {
    directives.push(`style-src-attr 'unsafe-hashes' ${prerender.styleAttributeHashes.join(' ')}`);
  }
  return directives.join(';');
}

/** A nonce for one HTML response: 128 random bits, never reused. */
export const freshNonce = () => randomBytes(16).toString('base64');

const helmetOptions: HelmetOptions = {
  // Written by contentSecurityPolicyHeader instead, which pages extend with their nonce. (Helmet's defaults
  // would add upgrade-insecure-requests, which breaks a plain-HTTP intranet deployment.)
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet sets for these options, worked out once. Nothing in them depends on the request (only an
 * HTML page replaces the policy, with its nonce), and building helmet's middleware per request (as
 * @fastify/helmet does) parsed the policy on every call: about 6% of the server's CPU under load.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = {
    ...helmetHeaders(helmetOptions),
    'content-security-policy': contentSecurityPolicyHeader(),
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content Security Policy of every response: only our own scripts, styles (inline ones too, which
 * Mantine needs), images, fonts and connections; no framing, plugins or foreign form targets.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const helmetOptions: HelmetOptions = {
  // Defaults off: the default upgrade-insecure-requests would break a plain-HTTP intranet deployment.
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet sets for these options, worked out once. Nothing in them depends on the request (no CSP
 * nonces), and building helmet's middleware per request (as @fastify/helmet does) parsed the policy on every
 * call: about 6% of the server's CPU under load.
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
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

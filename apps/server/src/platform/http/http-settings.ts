import path from 'node:path';
import { z } from 'zod';
import { configPart, envText, type SettingsOf } from '../config/config-part';
import { repositoryRoot } from '../config/repository-root';

/** Where the server listens, what it accepts from a request, and the web app it serves. */
export const httpConfig = configPart({
  environment: {
    PORT: envText.integer(0, 65_535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    WEB_DIST: envText.absolutePath.default(path.join(repositoryRoot, 'apps/web/dist')),
    WEB_PRERENDER: z.string().default(path.join(repositoryRoot, 'apps/web/dist-ssr/render-public-page.js')),
    BODY_LIMIT_BYTES: envText.integer(1_024, 1_073_741_824).default(1_048_576),
    BODY_TIMEOUT_SECONDS: envText.integer(1, 3_600).default(30),
    RATE_LIMIT_PER_MINUTE: envText.integer(0, 1_000_000).default(1_200),
    TRUST_PROXY: envText.boolean.default(false),
  },
  settings: (env) => ({
    port: env.PORT,
    host: env.HOST,
    webDist: env.WEB_DIST,
    /** The web build's server render of the public pages (prerender.ts); undefined: every page drawn in the browser. */
    webPrerender: env.WEB_PRERENDER === 'off' ? undefined : path.resolve(env.WEB_PRERENDER),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    /** Seconds a client has to send a whole request, headers and body; then 408 and the connection closes. */
    bodyTimeoutSeconds: env.BODY_TIMEOUT_SECONDS,
    /** API and socket requests per minute per address; 0 turns the limit off. */
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
  }),
});

export type HttpSettings = SettingsOf<typeof httpConfig>;

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION, servicePrefixes } from '@lantau/contract';

/** Collects the OpenAPI document from the routes registered after it: call before registering any call. */
export async function registerApiDocumentCollector(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lantau broker platform',
        version: API_VERSION,
        description:
          `Main API (${servicePrefixes.main}), market-data API (${servicePrefixes.market}) and error-report ` +
          `API (${servicePrefixes.report}). Every response is an envelope {code, message, data}; business ` +
          'and validation errors travel with HTTP 200 and an E-code.',
      },
      tags: [
        { name: 'main', description: `Main API, under ${servicePrefixes.main}` },
        { name: 'market', description: `Market-data API, under ${servicePrefixes.market}` },
        { name: 'report', description: `Error-report API, under ${servicePrefixes.report}` },
      ],
    },
    transform: jsonSchemaTransform,
  });
}

/** Serves the OpenAPI document at /api/docs (and /api/docs/json, where tools look for it). */
export function registerApiDocumentRoutes(app: FastifyInstance): void {
  for (const url of [`${servicePrefixes.main}/docs`, `${servicePrefixes.main}/docs/json`]) {
    app.get(url, { schema: { hide: true } }, async () => app.swagger());
  }
}

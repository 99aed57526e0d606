import type { FastifyInstance } from 'fastify';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods some route serves at this URL, for the Allow header of a 405. The web app's catch-all ('/*',
 * for static files) matches every path, so a match through a wildcard does not count: it would make every
 * unknown path look like a GET route.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? '';
  return methods.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !Object.hasOwn(route.params ?? {}, '*');
  });
}

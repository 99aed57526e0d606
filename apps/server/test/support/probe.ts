import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '@lantau/contract';
import { sessionOf } from '../../src/capabilities/auth/authenticate';
import { registerCall } from '../../src/platform/http/register-call';

/** An authenticated call that is not a post-login task, to see what a session with pending tasks may do. */
export const whoAmI = defineCall({
  service: 'main',
  method: 'GET',
  path: '/test/who_am_i',
  summary: 'Test probe',
  access: 'client',
  data: z.object({ userID: z.string() }),
});

export const whoAmIPath = '/api/test/who_am_i';

export function addProbe(app: FastifyInstance): void {
  registerCall(app, whoAmI, async ({ request }) => ({ userID: sessionOf(request).userId }));
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLocalCaller } from '../../platform/http/local-caller';
import { contentSecurityPolicyHeader, freshNonce } from '../../platform/http/security-headers';
import type { OutboxEntry, OutboxRepository } from './outbox-repository';

/** How many messages the outbox shows at most; enough for any test run or demo session. */
const OUTBOX_LIMIT = 200;

const filterSchema = z.object({
  to: z.string().max(256).optional(),
  userID: z.string().max(64).optional(),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page, its style element carrying `nonce` (the policy allows no other inline style). */
function outboxPage(entries: readonly OutboxEntry[], nonce: string): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${entry.id}</td><td>${escapeHtml(entry.createdAt)}</td><td>${entry.channel}</td>` +
        `<td>${escapeHtml(entry.to)}</td><td>${escapeHtml(entry.userID)}</td>` +
        `<td>${escapeHtml(entry.subject)}</td><td class="text">${escapeHtml(entry.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lantau development outbox</title>
<style nonce="${nonce}">
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1a1b1e; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #dee2e6; padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #f1f3f5; }
td.text { white-space: pre-wrap; max-width: 48em; }
</style>
</head>
<body>
<h1>Development outbox</h1>
<p>Every SMS and e-mail the platform sent, newest first (demo mode only; nothing leaves this server).
The same as JSON: <a href="/dev/outbox.json">/dev/outbox.json</a> (filters: <code>?to=</code>, <code>?userID=</code>).</p>
<table>
<thead><tr><th>#</th><th>sent (UTC)</th><th>channel</th><th>to</th><th>user</th><th>subject</th><th>text</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="7">Nothing sent yet.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}

/** A caller elsewhere gets what a server without the outbox answers, so nothing shows that it exists. */
async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  if (isLocalCaller(request)) return;
  request.log.warn({ ip: request.ip }, 'development outbox refused: the caller is not on this machine');
  return reply.callNotFound();
}

/**
 * Demo mode only, and only from this machine (the codes it shows open accounts): /dev/outbox shows what was
 * "sent" so a person can read a code, /dev/outbox.json gives the same to tests. Not part of the API contract,
 * so left out of /api/docs.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: OutboxRepository): void {
  app.get(
    '/dev/outbox',
    { schema: { hide: true }, onRequest: onlyFromThisMachine },
    async (_request, reply) => {
      const entries = await outbox.list({ limit: OUTBOX_LIMIT });
      const nonce = freshNonce();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicyHeader(nonce))
        .send(outboxPage(entries, nonce));
    },
  );

  app.get(
    '/dev/outbox.json',
    { schema: { hide: true, querystring: filterSchema }, onRequest: onlyFromThisMachine },
    async (request, reply) => {
      const filter = request.query as z.infer<typeof filterSchema>;
      const entries = await outbox.list({ to: filter.to, userId: filter.userID, limit: OUTBOX_LIMIT });
      return reply.header('cache-control', 'no-store').send(entries);
    },
  );
}

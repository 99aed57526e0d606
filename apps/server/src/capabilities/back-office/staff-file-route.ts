import type { FastifyInstance, FastifyRequest } from 'fastify';
import { servicePrefixes, type CallDefinition, type DatalessErrorCode } from '@lantau/contract';
import { AppError } from '../../platform/http/app-error';
import { accessCheckOf, listCall } from '../../platform/http/register-call';

/** A stored file as a staff route answers it. */
export interface StaffFile {
  contentType: string;
  content: Buffer | Uint8Array;
  /** Offered to a browser that saves it; none for an image shown in place. */
  fileName?: string;
}

/** The only types a staff file is answered as: pictures, which a browser draws and never runs. */
const pictureTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);
/**
 * Besides pictures, the server's own CSV exports (the IPO desk's applications): text the server wrote from its
 * own columns, answered as an attachment (saved, never shown in the back office's origin).
 */
const exportTypes = new Set(['text/csv; charset=utf-8']);

/**
 * Registers a staff call that answers a file itself, not an envelope (a transfer certificate, a feedback image):
 * the staff check of any staff call (the permission is read from the call), then the bytes, inline, never cached,
 * never sniffed into another type, under a policy that lets nothing in them run even if opened on their own. Only
 * pictures: a client's document (a PDF with /OpenAction JavaScript) opened in the back office's origin would run
 * there, so a document comes as a picture of it (certificates.ts), and anything else is `missing`, as is a file
 * `load` does not find, in the usual envelope.
 */
export function registerStaffFileRoute(
  app: FastifyInstance,
  call: CallDefinition,
  missing: DatalessErrorCode,
  load: (request: FastifyRequest) => Promise<StaffFile | undefined>,
): void {
  const check = accessCheckOf(app, call);
  if (!check) throw new Error(`${call.path} is a staff file: its call must need a staff session`);
  app.route({
    method: 'GET',
    url: servicePrefixes.main + call.path,
    config: { call, allowedWithPendingTasks: false },
    onRequest: check.identify,
    preValidation: check.verify,
    handler: async (request, reply) => {
      const file = await load(request);
      if (!file) throw new AppError(missing);
      const isExport = exportTypes.has(file.contentType);
      if (!pictureTypes.has(file.contentType) && !isExport) {
        request.log.error(
          { contentType: file.contentType },
          'a staff file that is not a picture was refused',
        );
        throw new AppError(missing);
      }
      const kind = isExport ? 'attachment' : 'inline';
      const disposition = file.fileName ? `${kind}; filename="${encodeURIComponent(file.fileName)}"` : kind;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });
  // Listed with the calls registerCall serves, so the API document's test and the staff access matrix see it.
  listCall(app, call);
}

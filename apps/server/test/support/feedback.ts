import type { UserSession } from '@lantau/contract';
import { authorization, brokerHeaders, freshNonce } from './identity';
import type { TestServer } from './test-server';

export const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file that starts like a PNG (the server checks the first bytes), `size` bytes long. */
export const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngHeader);
  return new Blob([bytes], { type: 'image/png' });
};

export interface FeedbackFields {
  content?: string;
  type?: string;
  contact?: string;
  images?: Blob[];
  extra?: [string, string];
}

export const formOf = (fields: FeedbackFields) => {
  const form = new FormData();
  if (fields.content !== undefined) form.append('content', fields.content);
  form.append('type', fields.type ?? 'CS');
  form.append('contact', fields.contact ?? '');
  fields.images?.forEach((image, index) => form.append('images', image, `shot-${index}.png`));
  if (fields.extra) form.append(...fields.extra);
  return form;
};

/** The multipart bytes exactly as sent, with their boundary: what the portal hashes into the signature. */
export async function multipart(form: FormData) {
  const response = new Response(form);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** Posts feedback in a session, signing the bytes given (or those sent, when none are). */
export async function sendFeedback(
  server: TestServer,
  session: Pick<UserSession, 'token' | 'signingKey' | 'userBroker' | 'userID'>,
  fields: FeedbackFields,
  options: { path?: string; signedBytes?: (bytes: Uint8Array) => Uint8Array; language?: string } = {},
) {
  const { bytes, contentType } = await multipart(formOf(fields));
  return postBytes<{ feedbackID: string; message: string }>(
    server,
    session,
    options.path ?? `/api/users/${session.userID}/feedbacks`,
    { bytes, contentType, signed: options.signedBytes?.(bytes), language: options.language ?? 'en_US' },
  );
}

/** Posts bytes in a session as the portal posts a form, signing `signed` (the bytes sent, unless told). */
export function postBytes<T = unknown>(
  server: TestServer,
  session: Pick<UserSession, 'token' | 'signingKey' | 'userBroker'>,
  pathWithQuery: string,
  body: { bytes: Uint8Array; contentType: string; signed?: Uint8Array; language?: string },
) {
  return server.call<T>(pathWithQuery, {
    method: 'POST',
    headers: {
      ...brokerHeaders(session.userBroker),
      token: session.token,
      'content-type': body.contentType,
      ...(body.language !== undefined && { 'x-lang': body.language }),
      authorization: authorization(session.signingKey, {
        method: 'POST',
        pathWithQuery,
        body: body.signed ?? body.bytes,
        timestamp: Math.floor(Date.now() / 1000),
        nonce: freshNonce(),
      }),
    },
    body: body.bytes,
  });
}

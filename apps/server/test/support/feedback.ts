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
  const pathWithQuery = options.path ?? `/api/users/${session.userID}/feedbacks`;
  const signed = options.signedBytes?.(bytes) ?? bytes;
  return server.call<{ feedbackID: string; message: string }>(pathWithQuery, {
    method: 'POST',
    headers: {
      ...brokerHeaders(session.userBroker),
      token: session.token,
      'content-type': contentType,
      'x-lang': options.language ?? 'en_US',
      authorization: authorization(session.signingKey, {
        method: 'POST',
        pathWithQuery,
        body: signed,
        timestamp: Math.floor(Date.now() / 1000),
        nonce: freshNonce(),
      }),
    },
    body: bytes,
  });
}

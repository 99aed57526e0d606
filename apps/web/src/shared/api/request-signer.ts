/** What a signer sees of a request: enough to sign method, path, time and body together. */
export interface SignableRequest {
  method: string;
  /** Path and query as sent, e.g. '/api/brokers/LTU/tips?tipKey=LoginTerms'. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /** JSON text, or the exact multipart bytes of a form (see serializeForm). */
  body: string | Uint8Array<ArrayBuffer> | undefined;
}

/** Produces the Authorization header value; the identity feature provides the real one. */
export type RequestSigner = (request: SignableRequest) => string | undefined | Promise<string | undefined>;

import type { ErrorCode, ErrorData, ResponseCode } from '@lantau/contract';

/** Failures that never reached a server answer, or whose answer could not be used. */
export type ClientErrorCode =
  'NETWORK' | 'TIMEOUT' | 'CANCELLED' | 'HTTP' | 'INVALID_RESPONSE' | 'INVALID_DATA';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** When the failure was seen: relative times in the data (an unlock in N seconds) count from here. */
  readonly receivedAt = Date.now();
  constructor(
    /** The envelope's E-code, or a client code when there was no usable envelope. */
    readonly code: ResponseCode | ClientErrorCode,
    message: string,
    /** The request's x-api-code, which support uses to find it in the server log. */
    readonly apiCode: string,
    /** The envelope's data (field issues of an E1000, for example). */
    readonly data: unknown = null,
    readonly status?: number,
  ) {
    super(message);
  }

  /** True when the server answered with an envelope; false for network trouble, time-outs and the like. */
  get fromServer(): boolean {
    return this.code.startsWith('E');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The data of a failure with this code, typed by the code's schema in the contract; undefined for any other
 * failure. The data is not parsed again here: the server answers only data its code's schema takes (AppError
 * compiles only with it, and the error handler refuses other data outside production), and the catalogue's
 * schemas at run time would put every error's data schema (order refusals, fee items, staff permissions...) on
 * the login page, past its JavaScript budget. A field the caller reads may still be absent from an older
 * server's answer: callers fall back to words without it.
 */
export function errorDataOf<C extends ErrorCode>(error: unknown, code: C): ErrorData<C> | undefined {
  if (!isApiError(error) || error.code !== code || error.data === null || error.data === undefined)
    return undefined;
  return error.data as ErrorData<C>;
}

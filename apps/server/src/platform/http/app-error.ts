import { errorCatalogue, type ErrorCode, type LocalizedText } from '@lantau/contract';

/**
 * An expected failure with its E-code: the error handler answers it with the code's HTTP status, the code's
 * message in the caller's language, and `data` (field issues, or null).
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly data: unknown = null,
    /** A more precise envelope message than the code's own (an order's rejection reason). */
    readonly localizedMessage?: LocalizedText,
  ) {
    super(errorCatalogue[code].description);
  }

  /** Read by plugins (rate limit) and Fastify's own logging. */
  get statusCode(): number {
    return errorCatalogue[this.code].status;
  }
}

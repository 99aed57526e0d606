import { errorCatalogue, type ErrorCode, type ErrorData, type LocalizedText } from '@lantau/contract';

/**
 * What follows the code: its data as the contract's errorCatalogue declares it (left out where the code's data
 * may be null), then a more precise envelope message than the code's own (an order's rejection reason).
 */
type ErrorArguments<C extends ErrorCode> =
  null extends ErrorData<C>
    ? [data?: ErrorData<C>, localizedMessage?: LocalizedText]
    : [data: ErrorData<C>, localizedMessage?: LocalizedText];

/**
 * An expected failure with its E-code: the error handler answers it with the code's HTTP status, the code's
 * message in the caller's language, and `data`, which must be of the code's schema (checked when compiled, and
 * by the error handler outside production).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError';
  readonly data: ErrorData<C>;
  readonly localizedMessage: LocalizedText | undefined;

  constructor(
    readonly code: C,
    ...[data, localizedMessage]: ErrorArguments<C>
  ) {
    super(errorCatalogue[code].description);
    this.data = data ?? (null as ErrorData<C>);
    this.localizedMessage = localizedMessage;
  }

  /** Read by plugins (rate limit) and Fastify's own logging. */
  get statusCode(): number {
    return errorCatalogue[this.code].status;
  }
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorCatalogue,
  errorDataSchema,
  type Envelope,
  type ErrorCode,
  type LocalizedText,
} from '@lantau/contract';
import { isDatabaseBusy } from '../db/database-busy';
import { isRedisUnavailable } from '../redis/redis-connection';
import { errorMessages, issueMessages, localize } from '../i18n/server-messages';
import { AppError } from './app-error';
import { isApiPath } from './api-paths';
import { errorCodeForIssues, publicIssues, toFieldIssues, type ValidationContext } from './field-issues';

interface Failure {
  code: ErrorCode;
  data: unknown;
  message?: LocalizedText | undefined;
}

const rawParts: Record<ValidationContext, (request: FastifyRequest) => unknown> = {
  params: (request) => request.params,
  querystring: (request) => request.query,
  body: (request) => request.body,
  headers: (request) => request.headers,
};

/** Error codes for Fastify's own failures, by the HTTP status they carry. */
const codesByStatus: Partial<Record<number, ErrorCode>> = {
  404: 'E4004',
  405: 'E4005',
  413: 'E4013',
  415: 'E4015',
  429: 'E4029',
  503: 'E5003',
};

function bodyIssue(request: FastifyRequest, emptyBody: boolean): Failure {
  const message = emptyBody ? issueMessages.required : issueMessages.notJson;
  return { code: 'E1000', data: [{ path: 'body', message: localize(message, request.language) }] };
}

/**
 * Classifies any failure as an E-code with its data. Unknown failures, a response that does not match its
 * schema among them, are E5000.
 */
function describeFailure(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof AppError)
    return { code: error.code, data: error.data, message: error.localizedMessage };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = ((error as FastifyError).validationContext ?? 'body') as ValidationContext;
    const issues = toFieldIssues(error.validation, context, rawParts[context](request), request.language);
    const code = errorCodeForIssues(issues, request.routeOptions.config.call?.invalidInputCodes);
    return { code, data: publicIssues(issues) };
  }
  if (isDatabaseBusy(error)) return { code: 'E5004', data: null };
  // Redis down or hanging (REDIS_URL): a call that needs it (a signed call's nonce, the auth limits, the
  // exchange) is refused within its bounded wait, as unavailable, and may be sent again once Redis is back.
  if (isRedisUnavailable(error)) return { code: 'E5003', data: null };
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return bodyIssue(request, false);
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return bodyIssue(request, true);
  const status = fastifyError.statusCode ?? 500;
  const code = codesByStatus[status] ?? (status >= 400 && status < 500 ? 'E1000' : 'E5000');
  return { code, data: null };
}

/** Answers an API failure with the envelope, the code's HTTP status and a message in the caller's language. */
export function sendFailure(
  reply: FastifyReply,
  code: ErrorCode,
  data: unknown = null,
  message: LocalizedText = errorMessages[code],
): FastifyReply {
  const envelope: Envelope<unknown> = {
    code,
    message: localize(message, reply.request.language),
    data,
  };
  // A route's response schema describes its success data; failures are serialized as they are.
  return reply
    .status(errorCatalogue[code].status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(envelope);
}

/**
 * A failure whose data is not of its code's schema (errorCatalogue) is a defect of ours. Where data is checked
 * (everywhere but production) it is answered E5000, so a test meets it; in production the answer goes out as it
 * is, since the client reads data through the schema and copes with what it cannot read.
 */
function checkedData(failure: Failure, request: FastifyRequest, strict: boolean): Failure {
  const checked = errorDataSchema(failure.code).safeParse(failure.data);
  if (checked.success) return failure;
  request.log.error(
    { code: failure.code, data: failure.data, issues: checked.error.issues },
    "an error's data does not match its code's schema",
  );
  return strict ? { code: 'E5000', data: null } : failure;
}

export interface ErrorHandlerOptions {
  /** Answer E5000 for error data that does not match its code's schema (development and tests). */
  checkErrorData: boolean;
}

/** The one error handler: every failure of every route ends here. */
export function createErrorHandler(options: ErrorHandlerOptions) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    handleError(error, request, reply, options);
}

function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ErrorHandlerOptions,
): FastifyReply {
  const failure = checkedData(describeFailure(error, request), request, options.checkErrorData);
  if (failure.code === 'E5000') {
    request.log.error({ err: error }, 'request failed');
  } else if (failure.code === 'E5003' && isRedisUnavailable(error)) {
    request.log.warn({ err: error }, 'Redis did not answer in time: refused as unavailable');
  } else if (failure.code === 'E5004') {
    request.log.warn({ err: error }, 'the database could not take the request in time');
  } else {
    request.log.info({ code: failure.code, reason: (error as Error).message }, 'request refused');
  }
  if (!isApiPath(request.url)) {
    // Pages and assets are not API calls: answer them plainly, without envelope or details.
    const status = errorCatalogue[failure.code].status;
    return reply
      .status(status === 200 ? 400 : status)
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? 'Server error' : 'Request refused');
  }
  return sendFailure(reply, failure.code, failure.data, failure.message);
}

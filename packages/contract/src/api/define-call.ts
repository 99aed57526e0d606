import type { z } from 'zod';
import type { FieldIssueCode } from '../error-codes';
import type { CallAccess, StaffPermission } from '../staff-access';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** Which service a call belongs to; each is mounted under its own prefix. */
export type ApiService = 'main' | 'market' | 'report';
export const servicePrefixes: Record<ApiService, string> = {
  main: '/api',
  market: '/market-api',
  report: '/report-api',
};

/**
 * One API call, declared once: the server registers it with these schemas (validation, typing, OpenAPI), the
 * web client builds typed requests from it. `path` uses Fastify's ':param' syntax, relative to the service.
 */
export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  service: ApiService;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Who may make the call: anyone, a logged-in client, or staff holding a permission (see staff-access.ts). */
  access: CallAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the envelope's data on success. */
  data: D;
  /**
   * Specific error codes for input that is well-formed but names something that does not exist (an unknown
   * key, market or feature), by the path of the offending field as FieldIssue names it ('query.key',
   * 'params.market'; the prefix also covers list items such as 'query.key.1'). Any other invalid input is
   * E1000. The data of such an error carries the FieldIssue[] as E1000 does (so only such codes may be named).
   */
  invalidInputCodes?: Partial<Record<string, FieldIssueCode>>;
  /**
   * The call acts once per Idempotency-Key, and the platform does it where calls are registered (one table, one
   * error, one replay rule): the header is required (`idempotencyKeyPattern`); a retry with the same key and the
   * same content (params, query and body) answers as the first request would now, also while the first is
   * still running; the same key with other content, or no usable key, is E1020. `ignoredBodyFields` are left
   * out of the content: a one-time code that a retry need not, or cannot, carry again.
   */
  idempotent?: true | { ignoredBodyFields: readonly string[] };
}

export function defineCall<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  D extends z.ZodType = z.ZodType,
>(call: CallDefinition<P, Q, B, D>): CallDefinition<P, Q, B, D> {
  return call;
}

/**
 * Declares staff steps on one kind of record (a fund request, an announcement): each a POST to a path under
 * the record, which `params` names, answering the record as it now stands (`data`). A step may carry a body
 * (a refusal's reason).
 */
export function staffStepsOn<P extends z.ZodType, D extends z.ZodType>(params: P, data: D) {
  return <B extends z.ZodType = z.ZodNever>(
    path: string,
    permission: StaffPermission,
    summary: string,
    body?: B,
  ): CallDefinition<P, z.ZodNever, B, D> => ({
    service: 'main',
    method: 'POST',
    path,
    summary,
    access: { staff: permission },
    params,
    ...(body && { body }),
    data,
  });
}

export type CallData<C> =
  C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.infer<D> : never;
export type CallParams<C> = C extends CallDefinition<infer P> ? z.input<P> : never;
export type CallQuery<C> = C extends CallDefinition<z.ZodType, infer Q> ? z.input<Q> : never;
export type CallBody<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;

/** Turns ':param' placeholders into their URL-encoded values. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

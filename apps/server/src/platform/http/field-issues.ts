import type { ApiLanguage, CallDefinition, ErrorCode, FieldIssue } from '@lantau/contract';
import { issueMessages, localize } from '../i18n/server-messages';

/** One schema validation failure as fastify-type-provider-zod reports it (a zod issue, reshaped). */
export interface ValidationFailure {
  /** The zod issue code ('invalid_type', 'invalid_value', 'too_small', ...). */
  keyword: string;
  /** '/key/1' for the second item of the 'key' field. */
  instancePath: string;
  /** The rest of the zod issue: expected, values, minimum, maximum, inclusive, origin, format, keys. */
  params: Record<string, unknown>;
}

/** The part of the request that failed, as Fastify names it. */
export type ValidationContext = 'params' | 'querystring' | 'body' | 'headers';

const contextNames: Record<ValidationContext, string> = {
  params: 'params',
  querystring: 'query',
  body: 'body',
  headers: 'headers',
};

/** A field issue together with what went wrong: 'missing', or the zod issue code. */
export interface ClassifiedIssue extends FieldIssue {
  kind: string;
}

function segmentsOf(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment.length > 0);
}

/**
 * Whether the field was absent from the request. A path that runs on past a text (an item of a transformed
 * comma list) names something that was there, just reshaped.
 */
function isMissing(input: unknown, segments: readonly string[]): boolean {
  let value = input;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string, unknown>)[segment];
  }
  return value === undefined;
}

const numberParam = (params: Record<string, unknown>, name: string) => Number(params[name]);

function messageFor(failure: ValidationFailure, language: ApiLanguage): string {
  const { params } = failure;
  const inclusive = params.inclusive !== false;
  const countsItems = params.origin === 'array' || params.origin === 'set';
  switch (failure.keyword) {
    case 'invalid_type':
      return issueMessages.invalidType(String(params.expected), language);
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      // Long lists (34 configuration keys, 60 currencies) would drown the message; the API docs list them.
      return values.length > 0 && values.length <= 10
        ? issueMessages.oneOf(values, language)
        : localize(issueMessages.unknownValue, language);
    }
    case 'too_small': {
      const minimum = numberParam(params, 'minimum');
      if (params.origin === 'string') return issueMessages.tooShort(minimum, language);
      if (countsItems) return issueMessages.tooFewItems(minimum, language);
      return inclusive
        ? issueMessages.atLeast(minimum, language)
        : issueMessages.greaterThan(minimum, language);
    }
    case 'too_big': {
      const maximum = numberParam(params, 'maximum');
      if (params.origin === 'string') return issueMessages.tooLong(maximum, language);
      if (countsItems) return issueMessages.tooManyItems(maximum, language);
      return inclusive ? issueMessages.atMost(maximum, language) : issueMessages.lessThan(maximum, language);
    }
    case 'invalid_format':
      if (params.format === 'email') return localize(issueMessages.notEmail, language);
      if (params.format === 'url') return localize(issueMessages.notUrl, language);
      return localize(issueMessages.wrongFormat, language);
    case 'unrecognized_keys':
      return issueMessages.unknownFields(Array.isArray(params.keys) ? params.keys : [], language);
    default:
      return localize(issueMessages.invalid, language);
  }
}

/**
 * Turns validation failures into field issues with paths like 'query.key' and messages in the caller's
 * language. `rawInput` is the request part as it arrived, used to tell a missing field from a wrong one.
 */
export function toFieldIssues(
  failures: readonly ValidationFailure[],
  context: ValidationContext,
  rawInput: unknown,
  language: ApiLanguage,
): ClassifiedIssue[] {
  return failures.map((failure) => {
    const segments = segmentsOf(failure.instancePath);
    const path = [contextNames[context], ...segments].join('.');
    // Zod reports an absent enum as a wrong value; the client needs to hear that it is missing.
    if (isMissing(rawInput, segments)) {
      return { path, message: localize(issueMessages.required, language), kind: 'missing' };
    }
    return { path, message: messageFor(failure, language), kind: failure.keyword };
  });
}

/** A mapped field covers itself and the items of a list it holds ('query.key' covers 'query.key.1'). */
function coveredBy(prefix: string, path: string): boolean {
  if (path === prefix) return true;
  return path.startsWith(`${prefix}.`) && /^\d+$/.test(path.slice(prefix.length + 1));
}

/**
 * Whether an issue names something that does not exist under a mapped field: a value that is not one of the
 * known ones (zod's invalid_value) at the field or an item of it, or an unknown key of an object the field is
 * (unrecognized_keys, such as an unknown item in a map of settings). A bad value of a known key is not.
 */
function namesUnknown(issue: ClassifiedIssue, prefix: string): boolean {
  if (issue.kind === 'invalid_value') return coveredBy(prefix, issue.path);
  return issue.kind === 'unrecognized_keys' && issue.path === prefix;
}

/**
 * The error code for a set of field issues: the call's specific code when every issue names something
 * unknown under the same mapped field, else E1000.
 */
export function errorCodeForIssues(
  issues: readonly ClassifiedIssue[],
  invalidInputCodes: CallDefinition['invalidInputCodes'] = {},
): ErrorCode {
  const codes = new Set(
    issues.map((issue) => {
      const prefix = Object.keys(invalidInputCodes).find((candidate) => namesUnknown(issue, candidate));
      return (prefix && invalidInputCodes[prefix]) || 'E1000';
    }),
  );
  const [only] = codes;
  return codes.size === 1 && only ? only : 'E1000';
}

/** Strips the internal classification before the issues go out in an envelope. */
export function publicIssues(issues: readonly ClassifiedIssue[]): FieldIssue[] {
  return issues.map(({ path, message }) => ({ path, message }));
}

import { z } from 'zod';

/**
 * Builds requests for any contract call from its zod schemas, to feed every string field a hostile value
 * while the rest of the request stays valid (so the hostile value reaches the handler, not just the
 * validator). Works on the JSON Schema zod writes for a schema's input side.
 */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export type FieldPath = (string | number)[];

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Known-good texts for fields whose rules a plain 'x' would break (patterns), tried in order. */
const patternCandidates = ['LTU', '00700', '123456', 'lantau', 'en_US', 'HK'];

/** Field values that must name the caller (its own user and broker) for a call to get past the checks. */
export interface SampleContext {
  userID: string;
  brokerCode: string;
}

function sampleText(schema: JsonSchema, name: string | undefined, context: SampleContext): string {
  if (name === 'userID') return context.userID;
  if (name === 'brokerCode') return context.brokerCode;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return patternCandidates.find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** The smallest valid value of a schema: required properties only, one item per list. */
export function sampleOf(schema: JsonSchema, context: SampleContext, name?: string): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sampleOf(branch, context, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return sampleText(schema, name, context);
    case 'number':
    case 'integer':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items ?? {}, context),
      );
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {}, context, key)]),
      );
    default:
      return 'x';
  }
}

/** Every place a free text can go: string fields of every property, optional ones too, and of list items. */
export function textFieldPaths(schema: JsonSchema, at: FieldPath = []): FieldPath[] {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return textFieldPaths(branch, at);
  if (schema.type === 'string') return [at];
  if (schema.type === 'array' && schema.items) return textFieldPaths(schema.items, [...at, 0]);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      textFieldPaths(property, [...at, key]),
    );
  }
  return [];
}

/** A copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

import path from 'node:path';
import { z } from 'zod';

/**
 * Schemas of environment text: every variable arrives as text. Booleans accept true/false, 1/0, yes/no, on/off.
 */
export const envText = {
  boolean: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
    .transform((text) => ['true', '1', 'yes', 'on'].includes(text)),
  integer: (min: number, max: number) =>
    z
      .string()
      .regex(/^\d+$/, { error: 'expected a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  absolutePath: z.string().transform((value) => path.resolve(value)),
  url: (protocol: RegExp, error: string) => z.url({ protocol, error }),
};

/** How the whole server runs, decided before any part reads its own settings (NODE_ENV, DEMO_MODE). */
export interface RunMode {
  production: boolean;
  demoMode: boolean;
}

type Shape = Record<string, z.ZodType>;
/** A part's variables once parsed: what its settings are made from. */
export type PartEnvironment<S extends Shape> = z.output<z.ZodObject<S>>;

/**
 * A part of the configuration: the environment variables one capability or platform part owns, as zod schemas
 * of their text, and how they become that part's settings. The composition (config.ts) puts the parts together
 * into one schema, so a start names every bad variable of every part at once.
 */
export interface ConfigPart<S extends Shape, Settings> {
  /** Variable name -> schema of its text (with its default, or optional). */
  readonly environment: S;
  /** The part's settings from its parsed variables. */
  settings(env: PartEnvironment<S>, mode: RunMode): Settings;
  /** Rules between the part's own variables; each problem names the variable to set or unset. */
  check?(env: PartEnvironment<S>, problem: (variable: keyof S & string, message: string) => void): void;
}

/** Declares a part of the configuration (a function so that TypeScript infers the variables' types). */
export function configPart<S extends Shape, Settings>(
  part: ConfigPart<S, Settings>,
): ConfigPart<S, Settings> {
  return part;
}

/** The settings a part produces. */
export type SettingsOf<P> = P extends ConfigPart<infer _S, infer Settings> ? Settings : never;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
type AnyPart = ConfigPart<Shape, unknown>;
/** The parsed variables of all the parts together. */
export type EnvironmentOf<P extends readonly AnyPart[]> = Intersection<
  P[number] extends infer Part
    ? Part extends ConfigPart<infer S, unknown>
      ? PartEnvironment<S>
      : never
    : never
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the variables of every part from the environment in one pass; empty variables count as unset. Throws
 * ConfigError listing every problem of every part (and of `crossChecks`, the rules between parts, which run
 * once every variable is valid). Two parts may not own the same variable.
 */
export function readEnvironment<P extends readonly AnyPart[]>(
  parts: P,
  environment: Record<string, string | undefined>,
  crossChecks?: (env: EnvironmentOf<P>, problem: (variable: string, message: string) => void) => void,
): EnvironmentOf<P> {
  const shape: Shape = {};
  for (const part of parts) {
    for (const [name, schema] of Object.entries(part.environment)) {
      if (name in shape) throw new Error(`two configuration parts own ${name}`);
      shape[name] = schema;
    }
  }
  const schema = z.object(shape).superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: 'custom', path: [variable], message });
    for (const part of parts) part.check?.(env, problem);
    crossChecks?.(env as EnvironmentOf<P>, problem);
  });
  const present = Object.fromEntries(
    Object.keys(shape)
      .map((name) => [name, environment[name]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data as EnvironmentOf<P>;
}

/** Every part's settings from the variables read, merged into one object. */
export function settingsOf<P extends readonly AnyPart[]>(
  parts: P,
  env: EnvironmentOf<P>,
  mode: RunMode,
): Intersection<SettingsOf<P[number]>> {
  return Object.assign({}, ...parts.map((part) => part.settings(env as never, mode))) as Intersection<
    SettingsOf<P[number]>
  >;
}

/** Every variable the parts own, in order (for documents and their tests). */
export function variablesOf(parts: readonly AnyPart[]): string[] {
  return parts.flatMap((part) => Object.keys(part.environment));
}

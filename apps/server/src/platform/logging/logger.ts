import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { maskLogFields, maskPersonalData, requestSummary } from './log-privacy';
import type { logLevels } from './log-settings';

function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * An error as pino records it, its message and stack masked (a driver may quote the values it was given). Without
 * the `client` node-postgres hangs on a lost connection's error: the whole connection (its parameters, its
 * cancel key, every statement it prepared) filled one line per connection each time the database restarted.
 */
function maskedError(error: Error) {
  const { client: _connection, ...serialized } = stdSerializers.err(error) as ReturnType<
    typeof stdSerializers.err
  > & { client?: unknown };
  return {
    ...serialized,
    message: maskPersonalData(serialized.message),
    ...(serialized.stack && { stack: maskPersonalData(serialized.stack) }),
  };
}

/**
 * pino options: JSON lines for machines; readable lines when a person watches a terminal during development
 * (pino-pretty is a development dependency, absent from a production install). E-mail addresses and phone
 * numbers are masked in every line: in request URLs, errors and the string fields of a line.
 */
export interface LogSettings {
  logLevel: (typeof logLevels)[number];
  production: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

export function loggerOptions(config: LogSettings): NonNullable<FastifyServerOptions['logger']> {
  const pretty =
    process.stdout.isTTY === true && !config.production && !config.logStream && prettyPrinterInstalled();
  return {
    level: config.logLevel,
    serializers: { req: requestSummary, err: maskedError },
    formatters: { log: maskLogFields },
    ...(config.logStream && { stream: config.logStream }),
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }),
  };
}

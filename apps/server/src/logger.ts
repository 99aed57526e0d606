import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * pino options: JSON lines for machines; readable lines when a person watches a terminal during development
 * (pino-pretty is a development dependency, absent from a production install).
 */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  const pretty = process.stdout.isTTY === true && !config.production && prettyPrinterInstalled();
  return {
    level: config.logLevel,
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }),
  };
}

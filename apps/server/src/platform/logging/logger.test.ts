import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function loggedLine(log: (logger: pino.Logger) => void): Record<string, unknown> {
  const lines: string[] = [];
  const options = loggerOptions({
    logLevel: 'info',
    production: true,
    logStream: { write: (line) => lines.push(line) },
  });
  const { stream, ...rest } = options as pino.LoggerOptions & { stream: pino.DestinationStream };
  log(pino(rest, stream));
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('the logger', () => {
  it("records a lost database connection's error without the connection node-postgres hangs on it", () => {
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { secretKey: 922852613, connectionParameters: { user: 'postgres' }, parsedStatements: {} },
    });
    const line = loggedLine((logger) => logger.warn({ err: error }, 'idle database connection lost'));
    expect(line.err).toMatchObject({
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
    expect(JSON.stringify(line)).not.toContain('secretKey');
  });

  it('still masks personal data in an error message', () => {
    const line = loggedLine((logger) =>
      logger.error({ err: new Error('no user ada@example.com') }, 'failed'),
    );
    expect(JSON.stringify(line)).not.toContain('ada@example.com');
  });
});

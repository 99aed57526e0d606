import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { createErrorHandler } from './error-handler';
import { registerRequestContext } from './request-context';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare server whose one API route throws what it is given, answered by the one error handler. */
async function throwing(error: Error, checkErrorData: boolean) {
  const logged: { msg?: string; code?: string }[] = [];
  app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  registerRequestContext(app);
  app.setErrorHandler(createErrorHandler({ checkErrorData }));
  app.get('/api/probe', () => {
    throw error;
  });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/probe' });
  return { status: response.statusCode, body: response.json(), logged };
}

/** A throw site whose data has slipped past the compiler (data built at run time, cast, or not an integer). */
const slipped = (code: 'E2001', data: unknown) => new AppError(code, data as { remainAttempt: number });

describe('error data and its code schema', () => {
  it('answers data of its code schema as it is', async () => {
    const answer = await throwing(new AppError('E2001', { remainAttempt: 2 }), true);
    expect(answer.body).toMatchObject({ code: 'E2001', data: { remainAttempt: 2 } });
  });

  it('answers null for a code without data when none is given', async () => {
    const answer = await throwing(new AppError('E6002'), true);
    expect(answer.body).toMatchObject({ code: 'E6002', data: null });
  });

  it('outside production, answers E5000 for data that does not match, and logs why', async () => {
    const answer = await throwing(slipped('E2001', { remainAttempt: -1 }), true);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 'E5000', data: null });
    expect(
      answer.logged.some((line) => line.msg === "an error's data does not match its code's schema"),
    ).toBe(true);
    expect((await throwing(slipped('E2001', null), true)).body.code).toBe('E5000');
  });

  it('in production, answers the data as it is and logs the mismatch', async () => {
    const answer = await throwing(slipped('E2001', { attempts: 'two' }), false);
    expect(answer.body).toMatchObject({ code: 'E2001', data: { attempts: 'two' } });
    expect(
      answer.logged.some((line) => line.msg === "an error's data does not match its code's schema"),
    ).toBe(true);
  });

  it('takes only data of its code schema when compiled', () => {
    // @ts-expect-error E2001 carries { remainAttempt }.
    expect(new AppError('E2001').data).toBeNull();
    // @ts-expect-error not the key E2001's schema names.
    expect(new AppError('E2001', { attempts: 1 }).code).toBe('E2001');
    // @ts-expect-error E6002 carries no data.
    expect(new AppError('E6002', { orderID: 'O1' }).code).toBe('E6002');
    // Where data may be null (E6003 without the exchange's reason), it may be left out.
    expect(new AppError('E6003').data).toBeNull();
  });
});

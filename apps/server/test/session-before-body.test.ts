import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { feedbackMaxBodyBytes, type CallDefinition } from '@lantau/contract';
import { callUrl } from '../src/platform/http/register-call';
import { testBackends } from './support/backends';
import { useTestServer } from './support/test-server';

interface EarlyAnswer {
  status: number;
  code: string;
  /** Bytes of the body sent when the answer came. */
  sentBytes: number;
}

/**
 * Announces a large body, sends its first chunk only, and waits for the answer: a server that reads bodies before
 * the session check answers only once the whole body came (here: never, so the wait times out).
 */
function answerBeforeBody(
  baseUrl: string,
  call: { method: string; path: string },
  contentType: string,
  announcedBytes: number,
  waitMs = 5_000,
): Promise<EarlyAnswer | 'no answer'> {
  const url = new URL(call.path, baseUrl);
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sentBytes = 0;
    const request = httpRequest(url, {
      method: call.method,
      headers: {
        'content-type': contentType,
        'content-length': String(announcedBytes),
        'x-broker-code': 'LTU',
        'x-lang': 'en_US',
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer');
    }, waitMs);
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { code: string };
        resolve({ status: response.statusCode ?? 0, code: body.code, sentBytes });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(chunk, () => (sentBytes += chunk.length));
  });
}

const withParams = (call: CallDefinition) => callUrl(call).replace(/:([A-Za-z]+)/g, 'X1');
const takesBody = (call: CallDefinition) => call.method !== 'GET' && call.access !== 'public';

describe.each(testBackends)('the session check comes before the body (%s)', (backend) => {
  const server = useTestServer(backend);

  it('refuses an anonymous certificate or feedback upload of the largest size before reading it', async () => {
    const uploads = [
      { method: 'POST', path: '/api/funds/certificates', type: 'application/json', bytes: 13_900_000 },
      {
        method: 'POST',
        path: '/api/users/LTU1001/feedbacks',
        type: 'multipart/form-data; boundary=x',
        bytes: feedbackMaxBodyBytes,
      },
    ];
    for (const upload of uploads) {
      const answer = await answerBeforeBody(server.current.baseUrl, upload, upload.type, upload.bytes);
      expect(answer, upload.path).toMatchObject({ code: 'E0001' });
    }
  });

  it('does so for every call that takes a body and needs a session, clients and staff alike', async () => {
    const calls = server.current.app.registeredCalls.filter(takesBody);
    expect(calls.length).toBeGreaterThan(20);
    for (const call of calls) {
      const answer = await answerBeforeBody(
        server.current.baseUrl,
        { method: call.method, path: withParams(call) },
        'application/json',
        1024 * 1024,
      );
      expect(answer, `${call.method} ${call.path}`).toMatchObject({ code: 'E0001' });
    }
  });
});

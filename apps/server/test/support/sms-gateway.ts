import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: { to: string; text: string; reference: string };
}

/** What the gateway does with a request: answer with a status, or never answer. */
export type GatewayAnswer = number | 'hang';

export interface TestSmsGateway {
  url: string;
  received: GatewayRequest[];
  /** Answers of the coming requests, in order; once used up, every request gets 202. */
  answers: GatewayAnswer[];
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port that records each POSTed SMS, as an SMS gateway would. */
export async function startSmsGateway(): Promise<TestSmsGateway> {
  const received: GatewayRequest[] = [];
  const answers: GatewayAnswer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayRequest['body'],
      });
      const answer = answers.shift() ?? 202;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

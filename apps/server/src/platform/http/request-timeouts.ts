import type { ServerOptions } from 'node:http';

/** Node's own wait for a request's headers (60 s); a shorter body time-out shortens it too. */
const defaultHeadersTimeoutMs = 60_000;
/** Node looks for overdue requests every 30 s unless told otherwise. */
const defaultCheckingIntervalMs = 30_000;

/**
 * Server options that end a request whose headers and body have not all arrived within `bodyTimeoutSeconds`:
 * Node answers 408 and closes the connection, so a client that sends a body byte by byte, or never finishes
 * it, cannot hold a connection and its buffers forever. Node checks for such requests at an interval, so
 * the interval is kept to a quarter of the time-out: the deadline holds to within 25%.
 */
export function requestTimeoutOptions(bodyTimeoutSeconds: number): {
  requestTimeout: number;
  http: ServerOptions;
} {
  const requestTimeout = bodyTimeoutSeconds * 1000;
  return {
    requestTimeout,
    http: {
      // Node refuses a headers time-out longer than the request time-out.
      headersTimeout: Math.min(defaultHeadersTimeoutMs, requestTimeout),
      connectionsCheckingInterval: Math.min(defaultCheckingIntervalMs, requestTimeout / 4),
    },
  };
}

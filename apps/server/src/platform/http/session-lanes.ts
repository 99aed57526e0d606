import type { FastifyInstance } from 'fastify';
import { requestHeaders } from '@lantau/contract';
import { AppError } from './app-error';

/**
 * How much of the server one session may use at once: `inFlight` of its requests are served together, up to
 * `waiting` more wait their turn (in order), and past that a request is refused at once with E4029. The portal
 * itself has a handful of calls in flight at the busiest (a page's first reads, a long watchlist's quotes), and
 * a 429 ends its session (spec section 8), so the queue is long: what it bounds is memory, not a client's
 * share of the server, which the one-by-one turns already keep.
 */
export interface SessionLaneLimits {
  inFlight: number;
  waiting: number;
}

export const defaultSessionLaneLimits: SessionLaneLimits = { inFlight: 6, waiting: 500 };

interface Lane {
  running: number;
  /** Requests waiting for a turn, first come first served; each is told when its turn comes. */
  waiting: Array<() => void>;
}

/**
 * Serves each session's requests a few at a time, so that one client's flood (hundreds of withdrawals sent at
 * once) queues behind itself instead of taking every pooled connection and every turn of the event loop from
 * other clients and brokers. The lane is keyed by the session token as sent, before the session is checked:
 * a made-up token gets a lane of its own and is refused by the session check when its turn comes, and the
 * per-address limit bounds how many of those anyone can send. A waiting request has not had its body read yet.
 */
export function registerSessionLanes(
  app: FastifyInstance,
  limits: SessionLaneLimits = defaultSessionLaneLimits,
): void {
  const lanes = new Map<string, Lane>();

  function release(token: string, lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) return next();
    lane.running -= 1;
    if (lane.running === 0) lanes.delete(token);
  }

  app.addHook('onRequest', async (request, reply) => {
    const token = request.headers[requestHeaders.token];
    if (typeof token !== 'string' || token === '') return;
    let lane = lanes.get(token);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(token, lane);
    }
    const ownLane = lane;
    if (ownLane.running < limits.inFlight) {
      ownLane.running += 1;
      reply.raw.once('close', () => release(token, ownLane));
      return;
    }
    if (ownLane.waiting.length >= limits.waiting) throw new AppError('E4029', { retryAfterSeconds: 1 });
    // The turn is handed over with `running` unchanged: the finished request's place goes to this one.
    const admitted = await new Promise<boolean>((resolve) => {
      let turnCame = false;
      const turn = () => {
        turnCame = true;
        resolve(true);
      };
      ownLane.waiting.push(turn);
      reply.raw.once('close', () => {
        if (turnCame) return release(token, ownLane);
        // Gone before its turn: it leaves the queue, takes no place, and is not served.
        ownLane.waiting.splice(ownLane.waiting.indexOf(turn), 1);
        resolve(false);
      });
    });
    if (!admitted) throw new AppError('E4029', { retryAfterSeconds: 1 });
  });
}

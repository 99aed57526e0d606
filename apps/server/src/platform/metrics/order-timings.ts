/**
 * The order path's timings, recorded by the orders capability through its dependencies (app.ts hands it the
 * node's metrics; tests and tools that build orders without them get NO_ORDER_TIMINGS). Seconds.
 */
export interface OrderTimings {
  /** A placing request's start to its order's commit (PND or HLD on disk). */
  placed(seconds: number): void;
  /** An order sent to the exchange to its answer (ACK, or REJ) committed. */
  answered(seconds: number, outcome: 'ACK' | 'REJ'): void;
  /** An execution report's arrival from the exchange to its fill or cancel committed. */
  reportApplied(seconds: number, kind: 'fill' | 'cancelled'): void;
}

export const NO_ORDER_TIMINGS: OrderTimings = {
  placed: () => undefined,
  answered: () => undefined,
  reportApplied: () => undefined,
};

/** Seconds since a process.hrtime.bigint() reading. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

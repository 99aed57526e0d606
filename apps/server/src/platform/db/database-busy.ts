/**
 * PostgreSQL's codes for work it ended because a time limit of ours ran out: a statement past
 * `statement_timeout` (57014), a session idle in a transaction past its limit (25P03), too many connections
 * (53300). The transaction was rolled back.
 */
const busyCodes = new Set(['57014', '25P03', '53300']);

/** What pg-pool rejects with when no connection became free within `connectionTimeoutMillis`. */
const acquireTimeoutMessage = 'timeout exceeded when trying to connect';

/** True when `error` says the database could not take the work in time (answered E5004, not E5000). */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && busyCodes.has(code)) || error.message === acquireTimeoutMessage;
}

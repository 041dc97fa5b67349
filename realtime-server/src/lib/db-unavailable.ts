/** What a client is told to wait (Retry-After, in seconds) while the database cannot be reached. */
export const DB_UNAVAILABLE_RETRY_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** admin_shutdown, crash_shutdown, cannot_connect_now; class 08 (connection exceptions) is matched whole. */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/**
 * What pg and pg-pool throw, without a code, when a connection ends under a query or cannot be had:
 * pg-pool's acquire timeout (connectionTimeoutMillis: no free connection in time, or a new one not
 * made in time) and pg's query_timeout (a connection that answered nothing) among them.
 */
const LOST_CONNECTION =
  /^(Connection terminated|Connection ended|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/i;
/**
 * query_canceled (57014) is a stalled database only when statement_timeout cancelled it; a cancel
 * by request (pg_cancel_backend) says nothing of the database's health.
 */
const STATEMENT_TIMEOUT = { code: '57014', message: /statement timeout/i };

/**
 * Whether a request failed because the database could not be reached (rather than because of the
 * request): such a failure is temporary, answered 503 with Retry-After so that clients send again.
 * Looks through `cause` and an AggregateError's `errors` (a refused connect over IPv4 and IPv6).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SHUTDOWN_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) {
    return true;
  }
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  if (e.code === STATEMENT_TIMEOUT.code && typeof e.message === 'string' && STATEMENT_TIMEOUT.message.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

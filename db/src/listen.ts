import pg from 'pg';

/** Whether notifications are arriving: while `down`, some may be missed. */
export type ListenState = 'up' | 'down';

export interface Listener {
  /** Called with each notification's payload on the channel. */
  onPayload: (payload: string) => void;
  /** Called with 'up' once listening (again) and 'down' when the connection is lost. */
  onState: (state: ListenState) => void;
}

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

export interface ListenOptions {
  /**
   * How often the connection is asked a trivial query while it waits for notifications, in ms. A
   * connection that stalls without closing (a frozen network, a hung backend) sends neither an
   * error nor an end: only a question that goes unanswered tells it apart from a quiet channel.
   */
  heartbeatMs?: number;
  /** How long the connect, the LISTEN and each heartbeat may take before the connection counts as lost. */
  timeoutMs?: number;
}

const HEARTBEAT_MS = 10_000;
const TIMEOUT_MS = 5000;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own, reconnecting with backoff when it
 * drops. Between a drop and the next 'up', notifications may be lost: the listener is told so.
 * Returns the function that stops listening.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  listener: Listener,
  options: ListenOptions = {},
): () => Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  let stopped = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;
  let up = false;

  const setUp = (next: boolean) => {
    if (up === next) return;
    up = next;
    listener.onState(next ? 'up' : 'down');
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };
  /** Ends a connection at once: a stalled one would never answer the polite end. */
  const drop = (c: pg.Client) => {
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    c.end().catch(() => undefined);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      clearInterval(heartbeat);
      setUp(false);
      drop(c);
      schedule();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) listener.onPayload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== c) return void c.end().catch(() => undefined);
      delay = RETRY_MIN_MS;
      setUp(true);
      // One heartbeat at a time: the next starts only after the last answered (or timed out).
      let asking = false;
      heartbeat = setInterval(() => {
        if (asking) return;
        asking = true;
        c.query('select 1').then(
          () => (asking = false),
          () => lost(),
        );
      }, heartbeatMs);
      heartbeat.unref();
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    clearInterval(heartbeat);
    const c = client;
    client = undefined;
    setUp(false);
    if (!c) return;
    // A stalled connection would keep the polite end waiting for ever.
    let wait: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (wait = setTimeout(resolve, timeoutMs)));
    await Promise.race([c.end().catch(() => undefined), gaveUp]);
    clearTimeout(wait);
    drop(c);
  };
}

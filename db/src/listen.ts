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

/**
 * LISTEN on a PostgreSQL channel over a connection of its own, reconnecting with backoff when it
 * drops. Between a drop and the next 'up', notifications may be lost: the listener is told so.
 * Returns the function that stops listening.
 */
export function listenPostgres(connectionString: string, channel: string, listener: Listener): () => Promise<void> {
  let stopped = false;
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
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      setUp(false);
      c.end().catch(() => undefined);
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
    } catch {
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    setUp(false);
    await c?.end().catch(() => undefined);
  };
}

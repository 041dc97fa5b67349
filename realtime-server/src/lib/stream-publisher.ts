import net from 'node:net';
import tls from 'node:tls';

/** Commands kept while the connection is down, written in order once it is back; older ones beyond this are dropped. */
const MAX_QUEUED = 10_000;
const CRLF = '\r\n';

interface Pending {
  resolve: (reply: string | null) => void;
  reject: (err: Error) => void;
}

/** One RESP2 reply read off the front of `buf`: its text, or an error; undefined when incomplete. */
function readReply(buf: Buffer, from: number): { end: number; value: string | null; error?: string } | undefined {
  const eol = buf.indexOf(CRLF, from);
  if (eol < 0) return undefined;
  const head = buf.toString('utf8', from + 1, eol);
  switch (String.fromCharCode(buf[from]!)) {
    case '+':
    case ':':
      return { end: eol + 2, value: head };
    case '-':
      return { end: eol + 2, value: null, error: head };
    case '$': {
      const len = Number(head);
      if (len < 0) return { end: eol + 2, value: null };
      if (buf.length < eol + 2 + len + 2) return undefined;
      return { end: eol + 2 + len + 2, value: buf.toString('utf8', eol + 2, eol + 2 + len) };
    }
    default:
      throw new Error(`unexpected reply type ${JSON.stringify(String.fromCharCode(buf[from]!))}`);
  }
}

const encode = (args: string[]) => {
  let out = `*${args.length}${CRLF}`;
  for (const a of args) out += `$${Buffer.byteLength(a)}${CRLF}${a}${CRLF}`;
  return out;
};

/**
 * A Redis connection that appends entries to streams (XADD) and writes each command to the
 * socket as it is issued.
 *
 * node-redis writes its queued commands from a setImmediate, that is after every other I/O
 * callback of the event loop's turn: under load a stream entry waited behind whatever else the
 * turn held (other requests, query results), and so did every other node's sockets. Here the
 * entry leaves at once, in the order the commands were issued.
 *
 * Replies come back in order and settle their command. While the connection is down, commands
 * wait (up to MAX_QUEUED) and are written in order once it is back; the ones written before a
 * drop fail, since it is unknown whether Redis applied them.
 */
export class StreamPublisher {
  private socket: net.Socket | undefined;
  private ready = false;
  private closed = false;
  private retries = 0;
  private buffer: Buffer = Buffer.alloc(0);
  /** Commands written and not yet answered, oldest first. */
  private readonly pending: Pending[] = [];
  /** Commands issued while not connected. */
  private queued: { payload: string; waiter: Pending }[] = [];
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly url: URL;

  constructor(
    url: string,
    /** The connection's name in CLIENT LIST. */
    private readonly options: { name?: string } = {},
  ) {
    this.url = new URL(url);
  }

  /** Connects (and authenticates and selects the database the URL names); rejects when the first attempt fails. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => this.open(resolve, reject));
  }

  /** Whether the connection is up (commands issued now are written at once, not queued). */
  get connected(): boolean {
    return this.ready;
  }

  /** XADD stream MAXLEN ~ maxLen * field value ...; resolves with the entry's id. */
  xAdd(stream: string, maxLen: number, fields: Record<string, string>): Promise<string> {
    const args = ['XADD', stream, 'MAXLEN', '~', String(maxLen), '*'];
    for (const [k, v] of Object.entries(fields)) args.push(k, v);
    return this.command(encode(args)).then((id) => id ?? '');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.failAll(new Error('stream publisher closed'));
    if (!socket || socket.destroyed) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.end();
      setTimeout(() => socket.destroy(), 1000).unref();
    });
  }

  private command(payload: string): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const waiter: Pending = { resolve, reject };
      if (this.closed) return reject(new Error('stream publisher closed'));
      if (!this.ready || !this.socket) {
        this.queued.push({ payload, waiter });
        if (this.queued.length > MAX_QUEUED) this.queued.shift()!.waiter.reject(new Error('Redis unreachable: dropped from the queue'));
        return;
      }
      this.pending.push(waiter);
      this.socket.write(payload);
    });
  }

  private open(onReady?: () => void, onFirstError?: (err: Error) => void) {
    const port = Number(this.url.port || 6379);
    const host = this.url.hostname || '127.0.0.1';
    const socket = this.url.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    socket.setNoDelay(true);
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    let failedEarly = false;
    const handshake: string[] = [];
    const password = decodeURIComponent(this.url.password);
    const username = decodeURIComponent(this.url.username);
    if (password) handshake.push(encode(username ? ['AUTH', username, password] : ['AUTH', password]));
    const db = this.url.pathname.replace(/^\//, '');
    if (db && db !== '0') handshake.push(encode(['SELECT', db]));
    if (this.options.name) handshake.push(encode(['CLIENT', 'SETNAME', this.options.name]));

    socket.once(this.url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      // The handshake's replies come first; the commands that waited follow it at once.
      let left = handshake.length;
      const done = () => {
        this.ready = true;
        this.retries = 0;
        const queued = this.queued;
        this.queued = [];
        for (const q of queued) this.pending.push(q.waiter);
        if (queued.length) socket.write(queued.map((q) => q.payload).join(''));
        onReady?.();
        onReady = undefined;
        onFirstError = undefined;
      };
      for (const h of handshake) {
        this.pending.push({
          resolve: () => {
            left -= 1;
            if (left === 0) done();
          },
          reject: (err) => {
            // On the first connection the caller hears of it; later ones retry like a drop.
            if (onFirstError) {
              failedEarly = true;
              onFirstError(err);
              onFirstError = undefined;
            }
            socket.destroy();
          },
        });
        socket.write(h);
      }
      if (handshake.length === 0) done();
    });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      let at = 0;
      try {
        for (;;) {
          const reply = at < this.buffer.length ? readReply(this.buffer, at) : undefined;
          if (!reply) break;
          at = reply.end;
          const waiter = this.pending.shift();
          if (reply.error !== undefined) waiter?.reject(new Error(reply.error));
          else waiter?.resolve(reply.value);
        }
      } catch {
        // Not a reply this connection can read: start over on a new one.
        socket.destroy();
        return;
      }
      this.buffer = at >= this.buffer.length ? Buffer.alloc(0) : this.buffer.subarray(at);
    });
    // A connection error is followed by 'close', which retries; only the first connection's is reported.
    socket.on('error', (err) => {
      if (onFirstError) {
        failedEarly = true;
        onFirstError(err);
        onFirstError = undefined;
      }
    });
    socket.on('close', () => {
      this.ready = false;
      if (this.socket === socket) this.socket = undefined;
      const lost = new Error('Redis connection lost before the reply');
      for (const w of this.pending.splice(0)) w.reject(lost);
      if (this.closed || failedEarly) {
        if (failedEarly && !this.closed) this.failAll(new Error('Redis unreachable'));
        return;
      }
      this.retries += 1;
      this.reconnectTimer = setTimeout(() => this.open(), Math.min(this.retries * 100, 2000));
    });
  }

  private failAll(err: Error) {
    for (const w of this.pending.splice(0)) w.reject(err);
    for (const q of this.queued.splice(0)) q.waiter.reject(err);
  }
}

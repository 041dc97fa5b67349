import net from 'node:net';

/** A TCP proxy between a server under test and PostgreSQL, which the test can cut, freeze and restore. */
export interface DbProxy {
  /** The database URL through the proxy. */
  readonly url: string;
  /** Destroys every live connection and refuses new ones (the port stops listening). */
  cut(): Promise<void>;
  /** Listens again on the same port (nothing when it listens already). */
  restore(): Promise<void>;
  /**
   * Stops forwarding without closing anything, as a stalled network or database does: bytes sent
   * either way are held, new connections are accepted but get no answer, and nothing ends.
   */
  freeze(): void;
  /**
   * Forwards again: what was held is delivered in order, like TCP after a stall, including what a
   * side wrote before it closed (then the close follows).
   */
  thaw(): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startDbProxy(databaseUrl: string): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port || 5432);
  const live = new Set<net.Socket>();
  const links = new Set<Link>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;

  // Piped, each side's bytes flow to the other; unpiped, a side is paused and keeps what it
  // received (and its end, which a paused stream emits only once read) until piped again.
  const flow = ({ client, upstream }: Link) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: Link) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const pipe = (client: net.Socket) => {
    const upstream = net.connect(upstreamPort, target.hostname);
    const link = { client, upstream };
    const end = () => {
      client.destroy();
      upstream.destroy();
      live.delete(client);
      live.delete(upstream);
      links.delete(link);
    };
    for (const s of [client, upstream]) {
      live.add(s);
      s.on('error', end);
      s.on('close', end);
    }
    links.add(link);
    if (frozen) hold(link);
    else flow(link);
  };

  const open = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer(pipe);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const shut = async () => {
    const s = server;
    server = undefined;
    frozen = false;
    for (const socket of live) socket.destroy();
    live.clear();
    links.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  const freeze = () => {
    if (frozen) return;
    frozen = true;
    for (const link of links) hold(link);
  };
  const thaw = () => {
    if (!frozen) return;
    frozen = false;
    for (const link of links) flow(link);
  };

  await open();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut: shut, restore: open, freeze, thaw, close: shut };
}

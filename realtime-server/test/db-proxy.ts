import net from 'node:net';

/** A TCP proxy between a server under test and PostgreSQL, which the test can cut and restore. */
export interface DbProxy {
  /** The database URL through the proxy. */
  readonly url: string;
  /** Destroys every live connection and refuses new ones (the port stops listening). */
  cut(): Promise<void>;
  /** Listens again on the same port (nothing when it listens already). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(databaseUrl: string): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port || 5432);
  const live = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const pipe = (client: net.Socket) => {
    const upstream = net.connect(upstreamPort, target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
      live.delete(client);
      live.delete(upstream);
    };
    for (const s of [client, upstream]) {
      live.add(s);
      s.on('error', end);
      s.on('close', end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
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
    for (const socket of live) socket.destroy();
    live.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await open();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut: shut, restore: open, close: shut };
}

/**
 * The same-run limit: Socket.IO alone (no database, no auth). A socket joins the room named in its
 * handshake; POST /emit {room, message} emits 'message:new' to it and answers 201.
 *
 * With RAW_REDIS_URL and RAW_STREAM set, the limit of the two-node run: the same Socket.IO with the
 * adapter and Redis connections the app uses across nodes (adapter.ts, stream-publisher.ts), so
 * "ours - raw" on two nodes is again the app's own share.
 */
import http from 'node:http';
import { Server } from 'socket.io';
import { connectRedis } from '../src/lib/redis.ts';
import { StreamPublisher } from '../src/lib/stream-publisher.ts';
import { createLocalFirstAdapter } from '../src/realtime/adapter.ts';

const port = Number(process.env.PORT ?? 0);
const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { room: string; message: unknown };
    io.to(body.room).emit('message:new', { message: body.message });
    const out = JSON.stringify({ data: body.message });
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) }).end(out);
  });
});
// As Fastify's default (ours): an idle keep-alive connection of the sender stays open for 72 s.
// Node's own 5 s closes the sender's spare connections mid-run, and a POST that picks one up just
// as it closes fails with ECONNRESET (seen once in a raw two-node window).
server.keepAliveTimeout = 72_000;
const io = new Server(server, { path: '/socket.io', serveClient: false, pingInterval: 20_000, pingTimeout: 20_000 });
const redisUrl = process.env.RAW_REDIS_URL;
const stream = process.env.RAW_STREAM;
let closeBus: () => Promise<void> = async () => undefined;
if (redisUrl && stream) {
  // As app.ts connects them: a reading connection without command timers, and the publishing one.
  const redis = await connectRedis(redisUrl, { commandTimeoutMs: false });
  const publisher = new StreamPublisher(redisUrl, { name: 'raw-stream-publisher' });
  await publisher.connect();
  io.adapter(createLocalFirstAdapter(redis, publisher, { streamName: stream, onlyPlaintext: true }));
  closeBus = async () => {
    await redis.quit().catch(() => undefined);
    await publisher.close();
  };
}
io.use((socket, next) => {
  const room = (socket.handshake.auth as { room?: unknown }).room;
  if (typeof room !== 'string') return next(new Error('no room'));
  void socket.join(room);
  next();
});
server.listen(port, '127.0.0.1', () => {
  const addr = server.address();
  console.log(`listening ${typeof addr === 'object' && addr ? addr.port : port}`);
});
process.on('SIGTERM', () => {
  io.close();
  void closeBus().finally(() => process.exit(0));
});

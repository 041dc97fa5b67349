/**
 * The same-run limit: Socket.IO alone (no database, no auth, no Redis). A socket joins the room
 * named in its handshake; POST /emit {room, message} emits 'message:new' to it and answers 201.
 */
import http from 'node:http';
import { Server } from 'socket.io';

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
const io = new Server(server, { path: '/socket.io', serveClient: false, pingInterval: 20_000, pingTimeout: 20_000 });
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
  process.exit(0);
});

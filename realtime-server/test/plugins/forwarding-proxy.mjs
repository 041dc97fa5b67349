// A reverse proxy as nginx runs one in front of an app (`proxy_set_header X-Forwarded-For
// $proxy_add_x_forwarded_for`): it passes each request on to TARGET and appends the address it saw
// to X-Forwarded-For. Started as a process of its own by the dev-routes tests; prints its port.
import http from 'node:http';

const target = new URL(process.env.TARGET);
const server = http.createServer((req, res) => {
  const seen = req.socket.remoteAddress;
  const forwarded = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${seen}` : seen;
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

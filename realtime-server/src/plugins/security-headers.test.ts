import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { connectSources, helmetHeaders, securityHeaderOptions, securityHeaders, securityHeaderSet } from './security-headers.ts';

/** What helmet itself puts on a real response for these options. */
async function helmetOnARealResponse(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const apply = helmet(options);
  const server = http.createServer((req, res) => apply(req, res, () => res.end('ok')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    for (const [k, v] of res.headers)
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) out[k] = v;
    return out;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it.each(['http://localhost:3000', 'https://coach.example'])('are the ones helmet sets itself, for %s', async (url) => {
    const options = securityHeaderOptions(url);
    const fixed = helmetHeaders(options);
    expect(fixed).toEqual(await helmetOnARealResponse(options));
    // Its own origin and its own socket, not websockets to any host.
    const own = url.startsWith('https:') ? 'wss://coach.example' : 'ws://localhost:3000';
    expect(/connect-src ([^;]*)/.exec(fixed['content-security-policy']!)?.[1]).toBe(`'self' ${own}`);
    expect(fixed['x-content-type-options']).toBe('nosniff');
    // The video room's background blur runs MediaPipe's WebAssembly, served from our own origin.
    expect(/script-src ([^;]*)/.exec(fixed['content-security-policy']!)?.[1]).toBe(`'self' 'wasm-unsafe-eval'`);
    if (url.startsWith('https:')) expect(fixed['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(fixed).not.toHaveProperty('strict-transport-security');
  });

  it('let the page reach the LiveKit server the settings name', () => {
    const csp = helmetHeaders(securityHeaderOptions('http://localhost:3000', 'ws://127.0.0.1:7880'))['content-security-policy']!;
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ws://localhost:3000 ws://127.0.0.1:7880 http://127.0.0.1:7880`);
  });

  it('let the page connect to its own origin, its socket there, and the video server when one is set', () => {
    expect(connectSources('http://localhost:3000')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(connectSources('https://coach.example/app/')).toEqual(["'self'", 'wss://coach.example']);
    expect(connectSources('http://127.0.0.1:8080', 'ws://127.0.0.1:7880')).toEqual([
      "'self'",
      'ws://127.0.0.1:8080',
      'ws://127.0.0.1:7880',
      'http://127.0.0.1:7880',
    ]);
    expect(connectSources('https://coach.example', 'wss://video.example')).toEqual([
      "'self'",
      'wss://coach.example',
      'wss://video.example',
      'https://video.example',
    ]);
  });

  it('are on every reply: a route, an error, an unknown path, and they yield to a route that sets its own', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders, securityHeaderOptions('http://localhost:3000'));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw Object.assign(new Error('no'), { statusCode: 401 });
    });
    app.get('/own-csp', async (_req, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
    const fixed = securityHeaderSet(securityHeaderOptions('http://localhost:3000'));
    expect(fixed).toHaveProperty('permissions-policy');
    for (const [path, status] of [
      ['/ok', 200],
      ['/fails', 401],
      ['/nowhere', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(status);
      for (const [name, value] of Object.entries(fixed)) expect(res.headers[name], `${path} ${name}`).toBe(value);
    }
    const own = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('let the own origin alone use the camera, the microphone and screen sharing, and nobody the rest', () => {
    const policy = securityHeaderSet(securityHeaderOptions('https://coach.example'))['permissions-policy']!;
    const features = Object.fromEntries(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features).toMatchObject({ camera: '(self)', microphone: '(self)', 'display-capture': '(self)' });
    for (const denied of [
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'bluetooth',
      'midi',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'browsing-topics',
    ]) {
      expect(features[denied], denied).toBe('()');
    }
    // Only those three are allowed at all, and only to the own origin.
    expect(
      Object.entries(features)
        .filter(([, allow]) => allow !== '()')
        .map(([name]) => name),
    ).toEqual(['camera', 'microphone', 'display-capture']);
  });

  it('refuses a CSP directive computed per request, which a fixed set cannot hold', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } })).toThrow(
      /scriptSrc/,
    );
  });
});

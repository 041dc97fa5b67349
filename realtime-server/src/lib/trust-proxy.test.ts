import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, isLoopbackAddress, parseTrustProxy } from './trust-proxy.ts';

/** The client address Fastify 5's `req.ip` gives for a socket peer and an X-Forwarded-For header. */
async function clientIp(setting: string | undefined, peer: string, xff?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
  app.get('/', async (req) => req.ip);
  const res = await app.inject({ url: '/', remoteAddress: peer, headers: xff ? { 'x-forwarded-for': xff } : {} });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('one hop takes the address the proxy appended, not the one the client wrote', async () => {
    expect(await clientIp('true', '10.0.0.2', '127.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp('1', '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    // Without the header, the peer itself.
    expect(await clientIp('1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('two hops take the address the first proxy saw', async () => {
    expect(await clientIp('2', '10.0.0.2', '127.0.0.1, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('a list trusts only those proxies: a client elsewhere names itself in vain', async () => {
    expect(await clientIp('10.0.0.0/8', '10.0.0.2', '127.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.0/8', '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
  });

  it('false trusts no header', async () => {
    expect(await clientIp(undefined, '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
    expect(parseTrustProxy('no')).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine by its names and addresses', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['0.0.0.0', '::', '10.0.0.1', '::ffff:10.0.0.1', 'example.com', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});

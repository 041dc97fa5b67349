import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { loggerOptions, RequestLog, resolveLogFormat } from './logger.ts';

/** A server logging into memory as `createServer` sets it up; returns the lines after a few requests. */
async function linesAfterRequests(config: Pick<Config, 'logLevel' | 'logFormat'>, urls: string[]): Promise<string[]> {
  let text = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions(config, { destination, isTTY: false }), logController: new RequestLog(config.logLevel) });
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/assets/app.js', async () => 'js');
  await app.ready();
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return text.split('\n').filter(Boolean);
}

describe('resolveLogFormat', () => {
  it('prints pretty lines in a terminal and JSON elsewhere when set to auto', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('the request log', () => {
  it('is one short readable line per API call in the pretty format, none for web files at info', async () => {
    const lines = await linesAfterRequests({ logLevel: 'info', logFormat: 'pretty' }, ['/api/ping', '/assets/app.js', '/api/nothing']);
    expect(lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/ping 200 \d+\.\d ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/nothing 404 \d+\.\d ms$/),
    ]);
  });

  it('is one JSON object per call in the JSON format, with the status and time as fields', async () => {
    const lines = await linesAfterRequests({ logLevel: 'info', logFormat: 'json' }, ['/api/ping']);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.res);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringMatching(/^GET \/api\/ping 200 /),
        req: expect.objectContaining({ method: 'GET', url: '/api/ping' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('logs web files at debug, and nothing per request at warn', async () => {
    const debug = await linesAfterRequests({ logLevel: 'debug', logFormat: 'pretty' }, ['/assets/app.js']);
    expect(debug.some((l) => /DEBUG: GET \/assets\/app\.js 200/.test(l))).toBe(true);
    expect(await linesAfterRequests({ logLevel: 'warn', logFormat: 'pretty' }, ['/api/ping', '/assets/app.js'])).toEqual([]);
  });
});

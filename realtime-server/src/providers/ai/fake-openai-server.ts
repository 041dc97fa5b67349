/**
 * For the tests of the OpenAI-compatible provider (imported by test files only): a stand-in for
 * /chat/completions on a free local port, started before the file's tests and closed after them.
 * It records each request as the test's `record` reads it and answers with whatever the test set
 * in `answer`; `seen` is emptied before each test.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { AI_RULES } from '../../ai-rules.ts';
import { OpenAiCompatibleCoach } from './openai-compatible.ts';

export interface FakeOpenAiServer<T> {
  /** The API's base URL (`http://127.0.0.1:<port>/v1`), set once the server listens. */
  baseUrl: string;
  /** What each request was, in order. */
  readonly seen: T[];
  /** How the server answers the next requests. */
  answer: (res: ServerResponse) => void;
  /** A provider on this server (key `k`, model `m`) and the warnings it logs. */
  provider(timeoutMs?: number): { ai: OpenAiCompatibleCoach; warnings: string[] };
}

export function fakeOpenAiServer<T>(record: (req: IncomingMessage, raw: string) => T): FakeOpenAiServer<T> {
  let server: Server;
  const fake: FakeOpenAiServer<T> = {
    baseUrl: '',
    seen: [],
    answer: (res) => void res.writeHead(500).end(),
    provider(timeoutMs = 2000) {
      const warnings: string[] = [];
      const ai = new OpenAiCompatibleCoach(
        { baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', timeoutMs },
        { warn: (_o, msg) => warnings.push(msg ?? '') },
        AI_RULES,
      );
      return { ai, warnings };
    },
  };
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        fake.seen.push(record(req, raw));
        fake.answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    fake.seen.length = 0;
  });
  return fake;
}

/** An answer of `status` with `body` as JSON (a string is sent as it is). */
export function json(status: number, body: unknown) {
  return (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

/** A completion whose one choice is the assistant's message `content`. */
export const completion = (content: unknown) => json(200, { choices: [{ message: { role: 'assistant', content } }] });

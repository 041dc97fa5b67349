import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused, reset or timed-out connection', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it("knows pg's lost connections, which carry no code", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it("knows the timeouts of a stalled database: the pool's acquire, the statement's and the client's read", () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout', { cause: new Error('x') }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('knows a server shutting down and the connection exceptions of class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08P01']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('looks into an AggregateError and a cause', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('leaves errors of the request or the data alone', () => {
    for (const err of [
      withCode('23505'),
      withCode('22P02'),
      withCode('42P01'),
      withCode('57014', 'canceling statement due to user request'),
      new Error('boom'),
      new TypeError('x'),
    ]) {
      expect(isDatabaseUnavailable(err), String((err as { code?: string }).code ?? err.message)).toBe(false);
    }
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

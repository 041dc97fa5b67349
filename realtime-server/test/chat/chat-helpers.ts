import { expect } from 'vitest';
import type { ServerToClientEvents, TMessage } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call, type TestSocket } from '../helpers.ts';

export async function sendMessage(
  server: AppServer,
  token: string,
  roomId: string,
  content: string,
  extra: { clientId?: string; messageType?: 'text' | 'action' } = {},
): Promise<TMessage> {
  const res = await call(server, 'POST', `/api/chat/rooms/${roomId}/messages`, { token, payload: { content, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TMessage;
}

/** A chat room's REST path: `/api/chat/rooms/<roomId>/<rest>`. */
export const chatUrl = (roomId: string, rest: string) => `/api/chat/rooms/${roomId}/${rest}`;

/** Sends `n` messages (`<label>1`, `<label>2`, ...) one after the other. */
export async function sendMany(server: AppServer, token: string, roomId: string, n: number, label = 'm'): Promise<TMessage[]> {
  const out: TMessage[] = [];
  for (let i = 1; i <= n; i++) out.push(await sendMessage(server, token, roomId, `${label}${i}`));
  return out;
}

export async function getData<T = unknown>(server: AppServer, token: string, url: string): Promise<T> {
  const res = await call(server, 'GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

export type Recorded = { event: keyof ServerToClientEvents; payload: unknown };

/** Records every event a socket receives, in order. */
export function record(socket: TestSocket): Recorded[] {
  const seen: Recorded[] = [];
  socket.onAny((event: keyof ServerToClientEvents, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

/** Lets in-flight emits arrive before asserting that something did not. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

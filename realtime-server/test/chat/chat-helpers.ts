import { expect } from 'vitest';
import { ROLE, type AiLevel, type ServerToClientEvents, type TMessage } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { insertRoom } from '../../src/modules/rooms/queries.ts';
import { buildUser, call, type BuiltUser, type TestSocket } from '../helpers.ts';

export interface ChatRoom {
  roomId: string;
  client: BuiltUser;
  coach: BuiltUser;
}

/**
 * A client and their coach sharing a room, made through the rooms queries. The AI level defaults
 * to DISABLED: test files share one database, and a reply job left queued could be run by another
 * file's server.
 */
export async function buildChatRoom(server: AppServer, opts: { level?: AiLevel; clientName?: string } = {}): Promise<ChatRoom> {
  const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Cora' });
  const client = await buildUser(server, { firstName: opts.clientName ?? 'Cleo' });
  const roomId = await insertRoom(server.ctx.db, {
    name: `${opts.clientName ?? 'Cleo'} User`,
    clientId: client.user.id,
    humanCoachId: coach.user.id,
    aiInteractionLevel: opts.level ?? 'DISABLED',
    createdAt: server.ctx.clock.now(),
  });
  return { roomId, client, coach };
}

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

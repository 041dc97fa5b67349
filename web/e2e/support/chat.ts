import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The client's coaching room (a coached client has one, with their coach and the AI coach). */
export async function clientRoom(request: APIRequestContext, clientToken: string): Promise<string> {
  const res = await request.get('/api/rooms', { headers: bearer(clientToken) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

/** A text message in the room from the signed-in member; returns its id. */
export async function sendMessage(request: APIRequestContext, token: string, roomId: string, content: string): Promise<string> {
  const res = await request.post(`/api/chat/rooms/${roomId}/messages`, {
    data: { content, messageType: 'text', clientId: randomUUID() },
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A goal in the room, for its client. */
export async function addGoal(request: APIRequestContext, token: string, roomId: string, title: string, category = 'Career') {
  const res = await request.post('/api/goals', { data: { roomId, title, category }, headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
}

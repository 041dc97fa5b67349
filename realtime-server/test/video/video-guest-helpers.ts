import { expect } from 'vitest';
import type { TGuestInvite, TGuestKnock, TKnockResult } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call, connectSocketWith, uniqueIp, type FileSockets, type TestSocket } from '../helpers.ts';
import { startedVideoSession } from './video-helpers.ts';
import type { Coaching } from '../factories/coaching.ts';

export interface Started extends Coaching {
  sessionId: string;
}

/** The calls of the guest tests against one file's server: links, knocks, the coach's and the client's answers. */
export function guestCalls(server: AppServer, sockets: FileSockets) {
  /** A pair whose session the coach has started. */
  async function started(): Promise<Started> {
    const { c, s } = await startedVideoSession(server);
    return { ...c, sessionId: s.id };
  }

  async function makeLink(c: Started, payload: object = {}): Promise<TGuestInvite & { code: string }> {
    const res = await call(server, 'POST', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token, payload });
    expect(res.statusCode, res.body).toBe(201);
    const invite = res.json().data.invite as TGuestInvite;
    return { ...invite, code: decodeURIComponent(invite.url.split('/').pop()!) };
  }

  const linkInfo = (code: string) => call(server, 'GET', `/api/video/guest/${code}`, { ip: uniqueIp() });
  const knockRaw = (code: string, name = 'Gwen Guest', ip = uniqueIp()) =>
    call(server, 'POST', `/api/video/guest/${code}/knock`, { ip, payload: { name } });
  async function knock(code: string, name?: string): Promise<TKnockResult> {
    const res = await knockRaw(code, name);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as TKnockResult;
  }
  /** The coach's answer. */
  const decide = (c: Started, knockId: string, admit: boolean, token = c.coach.token) =>
    call(server, 'POST', `/api/sessions/${c.sessionId}/knocks/${knockId}`, { token, payload: { admit } });
  /** The client's answer to a guest the coach admitted (null: with no token at all). */
  const clientAnswer = (c: Started, knockId: string, allow: boolean, token: string | null = c.client.token) =>
    call(server, 'POST', `/api/sessions/${c.sessionId}/knocks/${knockId}/client-answer`, { token: token ?? undefined, payload: { allow } });
  /** The coach admits, then the client allows: the guest is in. */
  async function letIn(c: Started, knockId: string): Promise<TGuestKnock> {
    const coach = await decide(c, knockId, true);
    expect(coach.json().data?.knock.status, coach.body).toBe('awaiting_client');
    const client = await clientAnswer(c, knockId, true);
    expect(client.json().data?.knock.status, client.body).toBe('admitted');
    return client.json().data.knock as TGuestKnock;
  }
  const guestJoin = (guestToken: string) => call(server, 'POST', '/api/video/guest/join', { payload: { guestToken } });

  /** A guest's socket: no account, the guest token in its handshake. */
  function guestSocket(guestToken: string): Promise<TestSocket> {
    return connectSocketWith(sockets.baseUrl, { guestToken });
  }

  return { started, makeLink, linkInfo, knockRaw, knock, decide, clientAnswer, letIn, guestJoin, guestSocket };
}

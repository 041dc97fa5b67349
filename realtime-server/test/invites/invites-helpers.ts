import { ROLE, type TInvite } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { call, uniqueIp, type TestSocket } from '../helpers.ts';
import { buildUser } from '../factories/people.ts';

/** The invite calls of a test file's server. */
export function inviteCalls(server: AppServer) {
  const list = (token: string) => call(server, 'GET', '/api/invites/coach', { token });
  return {
    /** A coach who may send invitations: verified and onboarded. */
    coach: (firstName = 'Casey') => buildUser(server, { role: ROLE.COACH, firstName, onboarded: true }),
    list,
    cancel: (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/cancel`, { token }),
    resend: (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/resend`, { token }),
    remove: (token: string, id: string) => call(server, 'DELETE', `/api/invites/${id}`, { token }),
    validate: (code: string) => call(server, 'GET', `/api/invites/validate/${code}`, { ip: uniqueIp() }),
    verify: (code: string, email: string) => call(server, 'POST', `/api/invites/verify/${code}`, { payload: { email }, ip: uniqueIp() }),
    statusOf: async (token: string, id: string) => ((await list(token)).json().data.invites as TInvite[]).find((i) => i.id === id)?.status,
  };
}

/**
 * The first `invite:changed` that matches. Pushes are sent after the commit, asynchronously, so the
 * push of an earlier change (the send) may still arrive after the socket connected.
 */
export function inviteChange(socket: TestSocket, match: (p: { invite: TInvite; deleted?: boolean }) => boolean, ms = 3000) {
  return new Promise<{ invite: TInvite; deleted?: boolean }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching invite:changed within ${ms} ms`)), ms);
    const listener = (payload: { invite: TInvite; deleted?: boolean }) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off('invite:changed', listener);
      resolve(payload);
    };
    socket.on('invite:changed', listener);
  });
}

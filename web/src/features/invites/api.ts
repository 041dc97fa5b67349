import type { TInvite, TSendInvitesBody, TVerifyInviteResponse } from '@coach/contract';
import { api } from '../../lib/api.ts';
import { useInvites } from './store.ts';

/**
 * The coach's invite calls. Each answer is applied to the store at once; the 'invite:changed'
 * push that follows is the same upsert and changes nothing.
 */
export async function sendInvites(body: TSendInvitesBody) {
  const res = await api<{ invitesSent: number; invites: TInvite[] }>('POST', '/api/invites/send', body);
  for (const invite of res.invites) useInvites.getState().apply({ invite });
  return res;
}

export async function resendInvite(id: string) {
  const res = await api<{ sentAt: string; expiresAt: string; invite: TInvite }>('PUT', `/api/invites/${id}/resend`);
  useInvites.getState().apply({ invite: res.invite });
  return res;
}

export async function cancelInvite(id: string) {
  const res = await api<{ invite: TInvite }>('PUT', `/api/invites/${id}/cancel`);
  useInvites.getState().apply({ invite: res.invite });
  return res;
}

export async function deleteInvite(invite: TInvite) {
  await api<unknown>('DELETE', `/api/invites/${invite.id}`);
  useInvites.getState().apply({ invite, deleted: true });
}

/** Public calls of the invite landing page. */
export const validateInvite = (code: string) =>
  api<{ valid: boolean; message: string | null }>('GET', `/api/invites/validate/${encodeURIComponent(code)}`, undefined, { token: null });

export const verifyInvite = (code: string, email: string) =>
  api<TVerifyInviteResponse>('POST', `/api/invites/verify/${encodeURIComponent(code)}`, { email }, { token: null });

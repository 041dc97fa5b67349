import type { TInvite, TSendInvitesBody } from '@coach/contract';
import { invitesApi } from './api.ts';
import { useInvites } from './store.ts';

/**
 * The coach's invite changes. Each answer is applied to the store at once; the 'invite:changed'
 * push that follows is the same upsert and changes nothing.
 */
export async function sendInvites(body: TSendInvitesBody) {
  const res = await invitesApi.send(body);
  for (const invite of res.invites) useInvites.getState().apply({ invite });
  return res;
}

export async function resendInvite(id: string) {
  const res = await invitesApi.resend(id);
  useInvites.getState().apply({ invite: res.invite });
  return res;
}

export async function cancelInvite(id: string) {
  const res = await invitesApi.cancel(id);
  useInvites.getState().apply({ invite: res.invite });
  return res;
}

export async function deleteInvite(invite: TInvite) {
  await invitesApi.remove(invite.id);
  useInvites.getState().apply({ invite, deleted: true });
}

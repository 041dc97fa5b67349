import type { TInvite, TSendInvitesBody } from '@coach/contract';
import { invitesApi } from './api.ts';
import { applyInviteEvent } from './cache.ts';

/**
 * The coach's invite changes. Each answer is applied to the loaded lists at once; the 'invite:changed'
 * push that follows is the same upsert and changes nothing.
 */
export async function sendInvites(body: TSendInvitesBody) {
  const res = await invitesApi.send(body);
  for (const invite of res.invites) applyInviteEvent({ invite });
  return res;
}

export async function resendInvite(id: string) {
  const res = await invitesApi.resend(id);
  applyInviteEvent({ invite: res.invite });
  return res;
}

export async function cancelInvite(id: string) {
  const res = await invitesApi.cancel(id);
  applyInviteEvent({ invite: res.invite });
  return res;
}

export async function deleteInvite(invite: TInvite) {
  await invitesApi.remove(invite.id);
  applyInviteEvent({ invite, deleted: true });
}

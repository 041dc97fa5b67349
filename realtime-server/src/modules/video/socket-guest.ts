import { knockRoom, type SocketData } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { guestParticipant } from './participant.ts';

/** A guest's socket: who they are (their knock, waiting or admitted) and the room that hears the coach's answer. */
export async function guestSocketData(ctx: AppContext, guestToken: string): Promise<{ data: SocketData; rooms: string[] }> {
  const p = await guestParticipant(ctx, guestToken, { waitingOk: true });
  const guest = p.guest!;
  return {
    data: { userId: p.identity, tokenVersion: 0, firstName: p.name, guest: { sessionId: guest.sid, knockId: guest.kid, name: guest.name } },
    rooms: [knockRoom(guest.kid)],
  };
}

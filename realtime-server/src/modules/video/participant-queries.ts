import type { Db } from '@coach/db';
import type { SessionStatus } from '@coach/contract';

/** What the video room needs of a session, with both parties' names and the pair's chat room. */
export async function videoSessionRow(db: Db, id: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as co', 'co.id', 's.coachId')
    .innerJoin('users as cl', 'cl.id', 's.clientId')
    .select([
      's.id',
      's.coachId',
      's.clientId',
      's.relationshipId',
      's.scheduledAt',
      's.endsAt',
      's.duration',
      's.status',
      's.sessionType',
      's.title',
      's.videoRoomName',
      's.videoStartedAt',
      's.startedAt',
      's.assistEnabled',
      's.recordingStartedAt',
      's.recordingEgressId',
      'co.firstName as coachFirstName',
      'co.lastName as coachLastName',
      'co.avatarKey as coachAvatarKey',
      'cl.firstName as clientFirstName',
      'cl.lastName as clientLastName',
      'cl.avatarKey as clientAvatarKey',
      // The pair's chat room (goals made in the video room go there).
      (eb) =>
        eb
          .selectFrom('rooms as r')
          .select('r.id')
          .whereRef('r.clientId', '=', 's.clientId')
          .whereRef('r.humanCoachId', '=', 's.coachId')
          .orderBy('r.createdAt')
          .limit(1)
          .as('chatRoomId'),
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
    .then((r) => (r ? { ...r, status: r.status as SessionStatus } : undefined));
}
export type VideoSessionRow = NonNullable<Awaited<ReturnType<typeof videoSessionRow>>>;

export async function knockById(db: Db, id: string) {
  return db
    .selectFrom('videoKnocks as k')
    .innerJoin('videoGuestInvites as i', 'i.id', 'k.inviteId')
    .select([
      'k.id',
      'k.sessionId',
      'k.inviteId',
      'k.name',
      'k.status',
      'k.createdAt',
      'i.revokedAt as inviteRevokedAt',
      'i.expiresAt as inviteExpiresAt',
    ])
    .where('k.id', '=', id)
    .executeTakeFirst();
}

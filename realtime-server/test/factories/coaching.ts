import type { Insertable } from 'kysely';
import { ROLE, type AiLevel } from '@coach/contract';
import type { SessionsTable } from '@coach/db';
import type { AppServer } from '../../src/app.ts';
import { insertRoom } from '../../src/modules/rooms/queries.ts';
import { insertSession } from '../../src/modules/sessions/changes/queries.ts';
import { buildUser, setZone, type BuiltUser } from './people.ts';

export interface ClientOf {
  client: BuiltUser;
  /** The room the client shares with the coach; null when built with `room: false`. */
  roomId: string | null;
  relationshipId: string;
}

/**
 * A client of `coach`: an active relationship and, unless `room: false`, a room whose human coach
 * they are. The AI level defaults to DISABLED: test files share one database, and a reply job left
 * queued could be run by another file's server.
 */
export async function buildClientOf(
  server: AppServer,
  coach: BuiltUser,
  opts: { clientName?: string; clientZone?: string; level?: AiLevel; room?: boolean } = {},
): Promise<ClientOf> {
  const name = opts.clientName ?? 'Cleo';
  const client = await buildUser(server, { firstName: name });
  if (opts.clientZone) await setZone(server, client.user.id, opts.clientZone);
  const roomId =
    opts.room === false
      ? null
      : await insertRoom(server.ctx.db, {
          name: `${name} User`,
          clientId: client.user.id,
          humanCoachId: coach.user.id,
          aiInteractionLevel: opts.level ?? 'DISABLED',
          createdAt: server.ctx.clock.now(),
        });
  const { id: relationshipId } = await server.ctx.db
    .insertInto('coachClients')
    .values({ coachId: coach.user.id, clientId: client.user.id, endedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { client, roomId, relationshipId };
}

export interface Coaching {
  coach: BuiltUser;
  client: BuiltUser;
  roomId: string;
  relationshipId: string;
}

/**
 * A coach and a client of theirs (a room and an active relationship), the coach in `coachZone`;
 * with `open`, the coach is available every day 00:00-23:30 with no booking notice, so any
 * future half hour is a free slot for the client. Given a `coach`, it adds a client to them.
 */
export async function buildCoaching(
  server: AppServer,
  opts: { coachZone?: string; clientZone?: string; open?: boolean; clientName?: string; level?: AiLevel; coach?: BuiltUser } = {},
): Promise<Coaching> {
  const coach = opts.coach ?? (await buildUser(server, { role: ROLE.COACH, firstName: 'Cora' }));
  if (!opts.coach) await setZone(server, coach.user.id, opts.coachZone ?? 'UTC');
  const { client, roomId, relationshipId } = await buildClientOf(server, coach, opts);
  if (opts.open && !opts.coach) {
    await server.ctx.db
      .insertInto('availabilityPatterns')
      .values({
        coachId: coach.user.id,
        type: 'RECURRING',
        rrule: 'FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA',
        startTime: '00:00',
        endTime: '23:30',
      })
      .execute();
    await server.ctx.db.insertInto('bookingRules').values({ coachId: coach.user.id, minNoticeMinutes: 0 }).execute();
  }
  return { coach, client, roomId: roomId!, relationshipId };
}

/**
 * A session of the pair stored straight into the table (in the past too, where no call may put
 * it): from `at` for `columns.duration` minutes, with the other columns given; returns its id.
 */
export function insertPairSession(
  server: AppServer,
  pair: { coach: BuiltUser; client: BuiltUser },
  at: Date,
  columns: Omit<Insertable<SessionsTable>, 'coachId' | 'clientId' | 'scheduledAt' | 'endsAt'>,
): Promise<string> {
  return insertSession(server.ctx.db, {
    coachId: pair.coach.user.id,
    clientId: pair.client.user.id,
    scheduledAt: at,
    endsAt: new Date(at.getTime() + columns.duration * 60_000),
    ...columns,
  });
}
